import { data } from "react-router";
import { DefaultStylesTable } from "~/components/admin/default-styles-table";
import { ImageServicePanel } from "~/components/admin/image-service-panel";
import { StatCards } from "~/components/admin/stat-cards";
import { SuggestionList } from "~/components/admin/suggestion-list";
import { TrendingTopicsPanel } from "~/components/admin/trending-topics-panel";
import { ShieldIcon } from "~/components/ui/icons/shield";
import { adminAction } from "~/modules/admin/admin-actions.server";
import { loadAdminDashboard } from "~/modules/admin/admin-dashboard.server";
import { ADMIN_INTENTS, ADMIN_SECTIONS } from "~/modules/admin/admin-intents";
import { requireAdmin } from "~/modules/auth/guards.server";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [{ title: "Admin Panel · Inkwell" }];

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ dashboard: await loadAdminDashboard() }, { headers: noStore });
}

/** Every button of the page posts here with an intent (see modules/admin/admin-actions.server). */
export const action = adminAction;

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-flash-700">
          <ShieldIcon width={16} height={16} /> Administrator
        </p>
        <h1 className="text-3xl font-bold">Admin Panel</h1>
        <p className="max-w-2xl text-ink-600">
          Moderate the styles and ideas people suggest, and the AI trending topics that feed the home page&apos;s
          suggestions.
        </p>
      </header>

      <StatCards stats={dashboard.stats} />

      <div className="grid gap-6 lg:grid-cols-2">
        <SuggestionList
          id={ADMIN_SECTIONS.styles}
          title="User-suggested styles"
          kind="style"
          intent={ADMIN_INTENTS.deleteStyle}
          items={dashboard.suggestedStyles}
          total={dashboard.stats.userSuggestions}
          publicAfterUses={dashboard.publicAfterUses}
          emptyText="No one has suggested a style yet."
        />
        <SuggestionList
          id={ADMIN_SECTIONS.ideas}
          title="User-suggested ideas"
          kind="idea"
          intent={ADMIN_INTENTS.deleteIdea}
          items={dashboard.suggestedIdeas}
          total={dashboard.stats.ideaSuggestions}
          publicAfterUses={dashboard.publicAfterUses}
          emptyText="No one has suggested an idea yet."
        />
      </div>

      <TrendingTopicsPanel topics={dashboard.topics} scheduler={dashboard.scheduler} />

      <ImageServicePanel status={dashboard.imageService} />

      <DefaultStylesTable styles={dashboard.defaultStyles} />
    </div>
  );
}

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
