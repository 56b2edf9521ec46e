import { data } from "@remix-run/node";
import { NotFound } from "~/components/layout/not-found";
import { messages } from "~/utils/messages";

/** Any path no other route claims: the 404 page, with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return Response.json({ message: messages.notFound.title }, { status: 404 });
}

export const meta = () => [{ title: messages.notFound.title }];

export default function NotFoundRoute() {
  return <NotFound />;
}
