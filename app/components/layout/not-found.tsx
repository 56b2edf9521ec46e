import { notFoundPayload } from "~/modules/shell/status-pages";
import { StatusPage } from "./status-page";

/** The not-found page of spec §2 (the shared status page). */
export default function NotFound() {
  return <StatusPage {...notFoundPayload} />;
}
