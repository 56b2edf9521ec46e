import { refreshTrendingTopics, TrendingRefreshError } from "~/modules/trending/trending-topics.server";
import { adminMessages } from "~/utils/messages/admin";
import { redirectWithToast } from "~/utils/toast.server";
import { ADMIN_INTENTS, ADMIN_SECTIONS } from "./admin-intents";
import { deleteSuggestedIdea, deleteSuggestedStyle, removeTrendingTopic } from "./moderation.server";
import { isHttpError } from "~/utils/http-error";

/**
 * The /admin buttons as plain forms: each runs the same module as its JSON route, then
 * redirects back with a toast (the page works without JavaScript; with it, a fetcher
 * follows the redirect and the toast shows the same way). Without JavaScript the answer
 * opens the page at the section acted on; a fetcher (inPlace) keeps the scroll position.
 * The caller checked the role.
 */
export async function runAdminAction(form: FormData): Promise<Response> {
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const inPlace = form.get("inPlace") === "1";
  const done = (section: string, title: string, description: string) =>
    redirectWithToast(target(section, inPlace), { title, description, variant: "success" });
  const failed = (section: string, title: string, description: string) =>
    redirectWithToast(target(section, inPlace), { title, description, variant: "destructive" });
  try {
    switch (intent) {
      case ADMIN_INTENTS.deleteStyle: {
        const style = await deleteSuggestedStyle(id);
        return done(ADMIN_SECTIONS.styles, adminMessages.styleDeleted, `"${style.name}" was removed.`);
      }
      case ADMIN_INTENTS.deleteIdea: {
        const idea = await deleteSuggestedIdea(id);
        return done(ADMIN_SECTIONS.ideas, adminMessages.ideaDeleted, `"${idea.text}" was removed.`);
      }
      case ADMIN_INTENTS.deleteTopic: {
        const topic = await removeTrendingTopic(id);
        return done(ADMIN_SECTIONS.topics, adminMessages.topicDeleted, `"${topic.topic}" was removed.`);
      }
      case ADMIN_INTENTS.refreshTopics: {
        const { count } = await refreshTrendingTopics();
        return done(
          ADMIN_SECTIONS.topics,
          adminMessages.refreshed,
          `${count} trending ${count === 1 ? "topic is" : "topics are"} now live.`,
        );
      }
      default:
        return failed(ADMIN_SECTIONS.styles, adminMessages.deleteFailed, "This action is not known. Reload the page and try again.");
    }
  } catch (error) {
    if (error instanceof TrendingRefreshError) return failed(ADMIN_SECTIONS.topics, adminMessages.refreshFailed, error.message);
    if (isHttpError(error)) {
      const section =
        intent === ADMIN_INTENTS.deleteIdea
          ? ADMIN_SECTIONS.ideas
          : intent === ADMIN_INTENTS.deleteTopic
            ? ADMIN_SECTIONS.topics
            : ADMIN_SECTIONS.styles;
      return failed(section, adminMessages.deleteFailed, error.message);
    }
    throw error;
  }
}

function target(section: string, inPlace: boolean) {
  return inPlace ? "/admin" : `/admin#${section}`;
}
