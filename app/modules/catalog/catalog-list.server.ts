import { getOptionalUser } from "~/modules/auth/session.server";

/**
 * GET /api/styles and GET /api/popular-ideas: the entries the requester may see (their own
 * custom ones included), so the answer is private to them and revalidated on every use.
 */
export async function catalogListResponse(
  request: Request,
  list: (viewerId: string | null) => Promise<unknown>,
): Promise<Response> {
  const user = await getOptionalUser(request);
  return Response.json(await list(user?.id ?? null), { headers: { "Cache-Control": "private, no-cache" } });
}
