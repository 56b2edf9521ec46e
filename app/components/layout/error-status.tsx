import { isRouteErrorResponse } from "react-router";
import { isStatusPayload, notFoundPayload, type StatusPayload } from "~/modules/shell/status-pages";
import { genericMessages } from "~/utils/messages/common";
import { StatusPage } from "./status-page";

/** What a thrown error shows: the response's own status page, 404, its `{ message }`, or a generic 500. */
export function statusPayloadOf(error: unknown): StatusPayload {
  if (!isRouteErrorResponse(error)) {
    return {
      eyebrow: "500",
      heading: genericMessages.somethingWentWrong,
      message: genericMessages.tryAgain,
      alert: true,
    };
  }
  if (isStatusPayload(error.data)) return error.data;
  if (error.status === 404) return notFoundPayload;
  const message =
    typeof error.data === "object" &&
    error.data !== null &&
    typeof (error.data as { message?: unknown }).message === "string"
      ? (error.data as { message: string }).message
      : error.status < 500
        ? "This request could not be completed."
        : genericMessages.tryAgain;
  return { eyebrow: String(error.status), heading: genericMessages.somethingWentWrong, message, alert: true };
}

/** The status page of a route error (loaded on first use: see `GeneralErrorBoundary`). */
export default function ErrorStatus({ error }: { error: unknown }) {
  return <StatusPage {...statusPayloadOf(error)} />;
}
