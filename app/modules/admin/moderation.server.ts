import { BUILT_IN_STYLE_PREFIX } from "~/modules/catalog/defaults";
import { deleteTrendingTopic, type PublicTopic } from "~/modules/trending/trending-topics.server";
import { prisma } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";

/**
 * What an admin removes: user-suggested styles and ideas, and trending topics. Built-in
 * entries (ids starting with "base-") are part of the product and come back with every
 * seed, so they are refused rather than deleted. Callers check the admin role first.
 */
export const moderationMessages = {
  builtInStyle: "Built-in styles cannot be deleted. Only styles suggested by users can be removed.",
  builtInIdea: "Built-in ideas cannot be deleted. Only ideas suggested by users can be removed.",
  styleNotFound: "This style no longer exists. It may have been deleted already.",
  ideaNotFound: "This idea no longer exists. It may have been deleted already.",
  topicNotFound: "This topic no longer exists. It may have been removed or replaced by a refresh.",
} as const;

const isBuiltIn = (id: string) => id.startsWith(BUILT_IN_STYLE_PREFIX);

export async function deleteSuggestedStyle(id: string): Promise<{ id: string; name: string }> {
  if (isBuiltIn(id)) throw new HttpError(400, moderationMessages.builtInStyle);
  const style = await prisma.style.findUnique({ where: { id }, select: { id: true, name: true } });
  // deleteMany: a concurrent delete of the same row is "not found", not a crash.
  const { count } = style ? await prisma.style.deleteMany({ where: { id } }) : { count: 0 };
  if (!style || count === 0) throw new HttpError(404, moderationMessages.styleNotFound);
  return style;
}

export async function deleteSuggestedIdea(id: string): Promise<{ id: string; text: string }> {
  if (isBuiltIn(id)) throw new HttpError(400, moderationMessages.builtInIdea);
  const idea = await prisma.popularIdea.findUnique({ where: { id }, select: { id: true, text: true } });
  const { count } = idea ? await prisma.popularIdea.deleteMany({ where: { id } }) : { count: 0 };
  if (!idea || count === 0) throw new HttpError(404, moderationMessages.ideaNotFound);
  return idea;
}

export async function removeTrendingTopic(id: string): Promise<PublicTopic> {
  const topic = await deleteTrendingTopic(id);
  if (!topic) throw new HttpError(404, moderationMessages.topicNotFound);
  return topic;
}
