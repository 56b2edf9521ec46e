import { z } from "zod";
import { getOptionalUser } from "~/modules/auth/session.server";
import { isLibraryFont } from "~/modules/flash-engine/lettering/font-library";
import { LETTERING_LAYOUTS } from "~/modules/flash-engine/lettering/lettering-choice";
import {
  COMPLEXITIES,
  CUSTOM_SIZE_MAX,
  DEFAULT_COMPLEXITY,
  DEFAULT_SIZE,
  DEFAULT_STYLE,
  DESCRIPTION_MAX,
  generatorFieldMessages,
} from "~/modules/generation/generate-options";
import { assertWithinRateLimit } from "~/modules/limits/rate-limit.server";
import { zodRefusal } from "~/utils/http.server";
import { letteringMessages } from "~/utils/messages/lettering";
import { proveLettering } from "./lettering-proof.server";
import { LETTERING_FIELDS, letteringTextSchema } from "./lettering-request.server";

/**
 * GET /api/lettering?description=&text=&font=&layout=&roman=1&only=1&style=&size=&complexity=:
 * the studio's proof (issue 37), for anyone who may generate. Bounded per network and account:
 * each one draws the design's layout in the render pool.
 */
const proofQuery = z.object({
  description: z.string().max(DESCRIPTION_MAX, generatorFieldMessages.descriptionTooLong).default(""),
  text: letteringTextSchema.default(""),
  font: z
    .string()
    .max(60)
    .default("")
    .refine((id) => id === "" || isLibraryFont(id), letteringMessages.unknownFont),
  layout: z
    .string()
    .default("")
    .refine(
      (layout) => layout === "" || (LETTERING_LAYOUTS as readonly string[]).includes(layout),
      letteringMessages.unknownLayout,
    ),
  roman: z.string().max(8).default(""),
  only: z.string().max(8).default(""),
  style: z.string().trim().max(60, "Style names are at most 60 characters.").default(""),
  size: z.string().trim().max(CUSTOM_SIZE_MAX, generatorFieldMessages.customSizeTooLong).default(""),
  complexity: z.enum(COMPLEXITIES).optional(),
});

const QUERY_FIELDS: Record<string, string> = { ...LETTERING_FIELDS, description: "description", size: "size" };

export async function answerLetteringProof(request: Request, clientIp: string): Promise<Response> {
  const user = await getOptionalUser(request);
  await assertWithinRateLimit("lettering", {
    tier: user?.subscriptionType ?? "anonymous",
    accountId: user?.id ?? null,
    clientIp,
  });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = proofQuery.safeParse(params);
  if (!parsed.success) {
    throw zodRefusal(parsed.error, undefined, (issue) => QUERY_FIELDS[String(issue.path[0])]);
  }
  const q = parsed.data;
  const proof = await proveLettering({
    description: q.description,
    style: q.style || DEFAULT_STYLE,
    size: q.size || DEFAULT_SIZE,
    complexity: q.complexity ?? DEFAULT_COMPLEXITY,
    lettering: {
      ...(q.text.trim() ? { text: q.text } : {}),
      ...(q.font ? { font: q.font } : {}),
      ...(q.layout ? { layout: q.layout as (typeof LETTERING_LAYOUTS)[number] } : {}),
      ...(q.roman ? { roman: true } : {}),
      ...(q.only ? { only: true } : {}),
    },
  });
  return Response.json({ lettering: proof }, { headers: { "Cache-Control": "no-store" } });
}
