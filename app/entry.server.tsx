import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import stylesheet from "./tailwind.css?inline";
import { databaseUnavailable, isDatabaseDown, noteDatabaseError } from "./utils/database-health.server";
import { StylesheetProvider } from "./utils/inline-stylesheet";
import { errorFields, logger } from "./utils/logger.server";
import { NonceProvider } from "./utils/nonce-provider";
import { scriptsAfterFirstPaint } from "./utils/scripts-after-first-paint.server";

export { startBackgroundJobs } from "./modules/jobs/background-jobs.server";
export { closeDatabaseClients, databaseAnswers } from "./modules/jobs/database-clients.server";

const log = logger("render");

// How long deferred data may stream before React Router rejects it; the render is aborted a
// second later so that the rejections reach the browser.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // A page that failed because the database is unreachable says so: 503, try again shortly.
  if (responseStatusCode >= 500 && isDatabaseDown()) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(databaseUnavailable.retryAfterSeconds));
  }
  // Crawlers and the no-JavaScript path get the whole document at once.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The app's JavaScript is fetched once the page has painted (scripts-after-first-paint.server.ts).
    const body = scriptsAfterFirstPaint(nonce);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetProvider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          body.destroy();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!shellRendered) return;
          // A person who leaves mid-page closes the stream: not an error of the app's.
          if (request.signal.aborted) log.info("the client left before the page was sent");
          else log.error(errorFields(error), "error while streaming a page");
        },
      },
    );
    // Ends a stream still waiting on deferred data; cleared once the page is sent (a timer per page left
    // to fire would abort a finished render: an error made and thrown away for every page).
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
    body.once("close", () => clearTimeout(abortTimer));
  });
}

/** Errors of loaders, actions and renders: logged once, with the request id (the log's context). */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  noteDatabaseError(error);
  log.error({ method: request.method, ...errorFields(error) }, "unexpected error while answering a request");
}
