import type { AdminDashboard } from "~/modules/admin/admin-dashboard.server";

/** The five figures of spec §2 Admin, with what each counts. */
export function StatCards({ stats }: { stats: AdminDashboard["stats"] }) {
  const cards = [
    { label: "Total Styles", value: stats.totalStyles, hint: "Built-in and suggested" },
    { label: "User Suggestions", value: stats.userSuggestions, hint: "Styles suggested by users" },
    { label: "Idea Suggestions", value: stats.ideaSuggestions, hint: "Ideas suggested by users" },
    { label: "Total Ideas", value: stats.totalIdeas, hint: "Built-in and suggested" },
    { label: "XAI Topics", value: stats.xaiTopics, hint: "Trending topics live now" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Overview">
      {cards.map((card) => (
        <div key={card.label} className="card p-4 last:col-span-2 sm:last:col-span-1" data-testid="stat-card">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{card.label}</dt>
          <dd className="mt-1">
            <span className="block text-3xl font-bold tabular-nums text-ink-900">{card.value}</span>
            <span className="mt-1 block text-xs text-ink-500">{card.hint}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
