import { z } from "zod";
import { requireAdmin } from "~/modules/auth/guards.server";
import { refreshTrendingTopics } from "~/modules/trending/trending-topics.server";
import { formAction, formIntent, formText } from "~/utils/forms.server";
import { isHttpError } from "~/utils/http-error";
import { adminMessages } from "~/utils/messages/admin";
import { redirectWithToast } from "~/utils/toast.server";
import { ADMIN_INTENTS, ADMIN_SECTIONS } from "./admin-intents";
import { deleteSuggestedIdea, deleteSuggestedStyle, removeTrendingTopic } from "./moderation.server";

/**
 * The /admin page's action: each button posts an intent that runs the same module function
 * as its JSON route (DELETE /api/styles/{id}, /api/popular-ideas/{id},
 * /api/admin/trending-topics/{id}, POST /api/refresh-trending-topics), then redirects back
 * with the spec's toast, done or failed (buttons: no field to mark). The page works without
 * JavaScript; with it, a fetcher follows the redirect and the toast shows the same way.
 * Without JavaScript the answer opens the page at the section acted on; a fetcher (inPlace)
 * keeps the scroll position.
 */
const adminButton = z.object({ id: formText, inPlace: formText });

function adminIntent(
  section: string,
  failedTitle: string,
  run: (id: string) => Promise<{ title: string; description: string }>,
) {
  return formIntent(adminButton, async ({ id, inPlace }, { request }) => {
    await requireAdmin(request);
    const back = inPlace === "1" ? "/admin" : `/admin#${section}`;
    try {
      return await redirectWithToast(back, { ...(await run(id)), variant: "success" });
    } catch (error) {
      // A refusal (not found, the topic source failed) is the failure toast; anything else is a 500.
      if (!isHttpError(error)) throw error;
      return redirectWithToast(back, { title: failedTitle, description: error.message, variant: "destructive" });
    }
  });
}

export const adminAction = formAction({
  [ADMIN_INTENTS.deleteStyle]: adminIntent(ADMIN_SECTIONS.styles, adminMessages.deleteFailed, async (id) => {
    const style = await deleteSuggestedStyle(id);
    return { title: adminMessages.styleDeleted, description: `"${style.name}" was removed.` };
  }),
  [ADMIN_INTENTS.deleteIdea]: adminIntent(ADMIN_SECTIONS.ideas, adminMessages.deleteFailed, async (id) => {
    const idea = await deleteSuggestedIdea(id);
    return { title: adminMessages.ideaDeleted, description: `"${idea.text}" was removed.` };
  }),
  [ADMIN_INTENTS.deleteTopic]: adminIntent(ADMIN_SECTIONS.topics, adminMessages.deleteFailed, async (id) => {
    const topic = await removeTrendingTopic(id);
    return { title: adminMessages.topicDeleted, description: `"${topic.topic}" was removed.` };
  }),
  [ADMIN_INTENTS.refreshTopics]: adminIntent(ADMIN_SECTIONS.topics, adminMessages.refreshFailed, async () => {
    const { count } = await refreshTrendingTopics();
    return {
      title: adminMessages.refreshed,
      description: `${count} trending ${count === 1 ? "topic is" : "topics are"} now live.`,
    };
  }),
});
