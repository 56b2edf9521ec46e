import { createServer, type IncomingMessage, type Server } from "node:http";
import { MODELS } from "~/modules/generation/providers/model-table";
import { sampleDesign } from "./fake-images";
import { checkImageParams, modelNotFound, servedModels, type ServedModel } from "./fake-model-table";

/**
 * A local server that answers as OpenAI's API does today, for the real `openai` SDK:
 * POST /v1/images/generations (JSON), POST /v1/images/edits (multipart), POST
 * /v1/chat/completions, and the Models API (GET /v1/models, /v1/models/{id}, each with its
 * `shutdown_date`). The models it serves, and what each takes, are the documented table
 * (app/modules/generation/providers/model-table.json, through fake-model-table.ts): a model
 * that is retired or unknown answers the real 404 `model_not_found`; a parameter the model does
 * not take (a size, a quality, a transparent background) the real 400. `mode` picks any other
 * answer: a 5xx, a late answer ("slow": 3 s, so two callers overlap), no answer at all ("hang":
 * the client's own timeout ends it, however loaded the machine is), a 429 with Retry-After, a
 * spent account (429 insufficient_quota), or the safety system's refusals. Every request is recorded.
 */
export type FakeOpenAiMode = "ok" | "error" | "policy" | "moderation" | "slow" | "hang" | "rate_limited" | "no_credit";

export interface RecordedFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export interface RecordedRequest {
  path: string;
  /** When it arrived (ms since the epoch). */
  at: number;
  headers: IncomingMessage["headers"];
  json?: Record<string, unknown>;
  /** A multipart request's text fields and files. */
  form?: { fields: Record<string, string>; files: RecordedFile[] };
  body: Buffer;
}

const EDIT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

/** What the Images API's edit endpoint refuses in a request (its wording), or null when it takes it. */
export function checkEditForm(form: NonNullable<RecordedRequest["form"]>): { message: string; param: string } | null {
  const { fields, files } = form;
  if (!fields.model) return { message: "Missing required parameter: 'model'.", param: "model" };
  const images = files.filter((file) => file.field === "image" || file.field === "image[]");
  if (images.length === 0) return { message: "Missing required parameter: 'image'.", param: "image" };
  for (const image of images) {
    if (!EDIT_IMAGE_TYPES.includes(image.type)) {
      return {
        message: `Invalid file 'image': unsupported mimetype ('${image.type || "application/octet-stream"}'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.`,
        param: "image",
      };
    }
    if (image.bytes.length === 0 || image.bytes.length > 50 * 1024 * 1024)
      return { message: "Invalid image file size.", param: "image" };
  }
  if (!fields.prompt || fields.prompt.length > 32_000)
    return { message: "Invalid 'prompt': a string of 1 to 32000 characters.", param: "prompt" };
  const n = Number(fields.n ?? "1");
  if (!Number.isInteger(n) || n < 1 || n > 10) return { message: "Invalid 'n': an integer from 1 to 10.", param: "n" };
  // The size, quality and background each model takes: checkImageParams (fake-model-table.ts).
  return null;
}

async function readMultipart(headers: IncomingMessage["headers"], body: Buffer): Promise<RecordedRequest["form"]> {
  const form = await new Request("http://fake.local/", {
    method: "POST",
    headers: { "content-type": String(headers["content-type"]) },
    body: new Uint8Array(body),
  }).formData();
  const fields: Record<string, string> = {};
  const files: RecordedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") fields[field] = value;
    else files.push({ field, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}

export async function startFakeOpenAi() {
  const state = {
    mode: "ok" as FakeOpenAiMode,
    requests: [] as RecordedRequest[],
    /** What /v1/chat/completions answers as the message content. */
    chatContent: "{}",
    /** The day the service lives in (what is retired is judged against it). */
    today: new Date(),
    /** The Retry-After of "rate_limited", in seconds. */
    retryAfterSeconds: 120,
    /** Shutdown dates changed from the documented ones (a test's model leaving in 10 days). */
    shutdownDates: {} as Record<string, string | null>,
    /** How long a drawing takes (ms), so the image requests of a burst overlap. */
    imageDelayMs: 0,
    /** Image requests open right now, and the most that were open at once. */
    imagesInFlight: 0,
    maxImagesInFlight: 0,
  };
  const models = (): ServedModel[] => servedModels("openai", state.today, state.shutdownDates);
  const retiredModel = (id: string) =>
    MODELS.some((model) => model.id === id) &&
    ![...models(), ...servedModels("xai", state.today)].some((m) => m.id === id);

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const recorded: RecordedRequest = { path: req.url ?? "", at: Date.now(), headers: req.headers, body };
    if ((req.headers["content-type"] ?? "").includes("application/json")) {
      recorded.json = JSON.parse(body.toString("utf8") || "{}");
    }
    if ((req.headers["content-type"] ?? "").startsWith("multipart/form-data")) {
      recorded.form = await readMultipart(req.headers, body).catch(() => ({ fields: {}, files: [] }));
    }
    state.requests.push(recorded);
    if (recorded.path.startsWith("/v1/images/")) {
      state.maxImagesInFlight = Math.max(state.maxImagesInFlight, ++state.imagesInFlight);
      res.once("close", () => state.imagesInFlight--);
    }

    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (state.mode === "hang") {
      await new Promise((resolve) => res.once("close", resolve));
      return;
    }
    if (state.mode === "slow") {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      if (res.destroyed || res.writableEnded) return;
    }
    if (req.method === "GET" && req.url === "/v1/models") {
      return send(200, { object: "list", data: models().map(modelObject) });
    }
    const retrieve = req.method === "GET" ? /^\/v1\/models\/([^/?]+)$/.exec(req.url ?? "") : null;
    if (retrieve) {
      const found = models().find((model) => model.id === decodeURIComponent(retrieve[1]));
      return found ? send(200, modelObject(found)) : send(404, modelNotFound(decodeURIComponent(retrieve[1])));
    }
    if (state.mode === "error") {
      return send(500, { error: { message: "The server had an error", type: "server_error", code: null } });
    }
    if (state.mode === "rate_limited") {
      res.writeHead(429, { "Content-Type": "application/json", "Retry-After": String(state.retryAfterSeconds) });
      return res.end(
        JSON.stringify({
          error: {
            message:
              "Rate limit reached for images per minute (ipm): Limit 5, Used 5, Requested 1. Please try again later.",
            type: "requests",
            param: null,
            code: "rate_limit_exceeded",
          },
        }),
      );
    }
    if (state.mode === "no_credit") {
      return send(429, {
        error: {
          message:
            "You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.",
          type: "insufficient_quota",
          param: null,
          code: "insufficient_quota",
        },
      });
    }
    const isImages = req.url === "/v1/images/generations" || req.url === "/v1/images/edits";
    const params = recorded.json ?? recorded.form?.fields ?? {};
    const modelId = String(params.model ?? "");
    if (isImages) {
      const served = models().find((model) => model.id === modelId);
      if (!served) return send(404, modelNotFound(modelId));
      const problem = checkImageParams(served, params as Record<string, unknown>);
      if (problem) return send(400, { error: { ...problem, type: "invalid_request_error", code: null } });
    }
    // The chat stand-in also plays xAI (its own test names): only a model the table retired is refused.
    if (req.url === "/v1/chat/completions" && retiredModel(modelId)) return send(404, modelNotFound(modelId));
    if (req.url === "/v1/images/edits") {
      const problem = checkEditForm(recorded.form ?? { fields: {}, files: [] });
      if (problem)
        return send(400, {
          error: { message: problem.message, type: "invalid_request_error", param: problem.param, code: null },
        });
    }
    if (state.mode === "moderation") {
      return send(400, {
        error: {
          message:
            "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_0123456789abcdef.",
          type: "image_generation_user_error",
          param: null,
          code: "moderation_blocked",
        },
      });
    }
    if (state.mode === "policy") {
      return send(400, {
        error: {
          message: "Your request was rejected by the safety system.",
          type: "invalid_request_error",
          code: "content_policy_violation",
        },
      });
    }
    if (isImages) {
      const n = Number(params.n ?? 1);
      const edge = Number(String(params.size ?? "1024x1024").split("x")[0]) || 1024;
      const format = String(params.output_format ?? "png") as "png" | "jpeg";
      const image = await sampleDesign(edge, { transparent: params.background === "transparent", format });
      if (state.imageDelayMs) await new Promise((resolve) => setTimeout(resolve, state.imageDelayMs));
      if (res.destroyed) return;
      const outputTokens = Math.round(((edge * edge) / (1024 * 1024)) * 1056);
      return send(200, {
        created: Math.floor(Date.now() / 1000),
        background: params.background === "transparent" ? "transparent" : "opaque",
        output_format: format,
        size: `${edge}x${edge}`,
        quality: params.quality ?? "auto",
        data: Array.from({ length: n }, () => ({ b64_json: image.toString("base64") })),
        usage: {
          input_tokens: 60,
          input_tokens_details: { text_tokens: 60, image_tokens: req.url === "/v1/images/edits" ? 1000 : 0 },
          output_tokens: outputTokens * n,
          total_tokens: 60 + outputTokens * n,
        },
      });
    }
    if (req.url === "/v1/chat/completions") {
      return send(200, {
        id: "chatcmpl-test",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: String(recorded.json?.model ?? "test"),
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: state.chatContent } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }
    send(404, { error: { message: "Unknown path", type: "invalid_request_error" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  function modelObject(model: ServedModel) {
    return {
      id: model.id,
      object: "model",
      created: 1_700_000_000,
      owned_by: "system",
      shutdown_date: model.shutdownDate,
    };
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
