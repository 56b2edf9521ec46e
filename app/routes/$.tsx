import { data } from "react-router";
import NotFound from "~/components/layout/not-found";
import { notFoundMessages } from "~/utils/messages/not-found";
import type { Route } from "./+types/$";

/** Any path no other route claims: the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return Response.json({ message: notFoundMessages.title }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: notFoundMessages.title }];

export default function NotFoundRoute() {
  return <NotFound />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
