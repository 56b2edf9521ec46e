import { RefreshIcon, SparklesIcon } from "~/components/ui/icons/icon";
import { TrashIcon } from "~/components/ui/icons/trash";
import { ADMIN_INTENTS, ADMIN_SECTIONS } from "~/modules/admin/admin-intents";
import type { SchedulerStatus } from "~/modules/trending/scheduler-status.server";
import type { PublicTopic } from "~/modules/trending/trending-topics.server";
import { cn } from "~/utils/cn";
import { formatDateTime, formatRecentDateTime } from "~/utils/format";
import { AdminActionForm, useAdminFetcher, useFocusAfterRemoval } from "./admin-action-form";

/** The AI trending topics of spec §2 Admin: scheduler status, facts, refresh, and each topic. */
export function TrendingTopicsPanel({ topics, scheduler }: { topics: PublicTopic[]; scheduler: SchedulerStatus }) {
  const refresh = useAdminFetcher(ADMIN_INTENTS.refreshTopics);
  const refreshing = refresh.state !== "idle";
  const focus = useFocusAfterRemoval(topics.map((topic) => topic.id));
  const interval = scheduler.refreshInterval;
  const lastRun = scheduler.lastScheduledRun;

  return (
    <section
      id={ADMIN_SECTIONS.topics}
      aria-labelledby="trending-topics-heading"
      aria-busy={refreshing || undefined}
      className="card scroll-mt-20 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id="trending-topics-heading"
            ref={focus.headingRef}
            tabIndex={-1}
            className="text-lg font-bold outline-none"
          >
            AI trending topics
          </h2>
          <p className="mt-1 max-w-xl text-sm text-ink-600">
            {sourceSentence(scheduler)} Their tattoo ideas also appear among the home page&apos;s suggestions. A refresh
            replaces the whole set.
          </p>
        </div>
        <AdminActionForm
          fetcher={refresh}
          intent={ADMIN_INTENTS.refreshTopics}
          label="Refresh XAI Content"
          pendingLabel="Refreshing..."
          icon={<RefreshIcon width={16} height={16} className={cn(refreshing && "animate-spin")} />}
          variant="accent"
          size="md"
        />
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Fact label="Scheduler">
          <span className="flex items-center gap-2" data-testid="scheduler-state">
            <span
              aria-hidden="true"
              className={cn("h-2.5 w-2.5 rounded-full", scheduler.schedulerRunning ? "bg-emerald-500" : "bg-ink-300")}
            />
            {scheduler.schedulerRunning ? "Running" : "Stopped"}
          </span>
          <Detail>
            {scheduler.schedulerRunning
              ? "On this instance"
              : scheduler.schedulerEnabled
                ? "Not started on this instance"
                : "Off on this instance (SCHEDULER_ENABLED)"}
          </Detail>
        </Fact>
        <Fact label="Refresh interval">
          <span>{interval.description.charAt(0).toUpperCase() + interval.description.slice(1)}</span>
          <Detail>
            <code className="rounded bg-ink-100 px-1 py-0.5 text-[0.7rem] text-ink-700">{interval.cron}</code> UTC
          </Detail>
        </Fact>
        <Fact label="Topics">
          <span className="tabular-nums" data-testid="topic-count">
            {scheduler.totalTopicsInDB}
          </span>
          <Detail>
            {scheduler.source === "local" ? "From Inkwell's own activity" : `From ${scheduler.sourceLabel}`}
          </Detail>
        </Fact>
        <Fact label="Last refresh">
          {scheduler.latestTopicFetchedAt ? formatRecentDateTime(scheduler.latestTopicFetchedAt) : "Never"}
          <Detail>
            {scheduler.nextRefreshAt
              ? `Next: ${formatRecentDateTime(scheduler.nextRefreshAt)}`
              : "No refresh scheduled here"}
          </Detail>
        </Fact>
      </dl>

      {lastRun?.outcome === "failed" ? (
        <p className="mt-4 rounded-xl bg-flash-50 px-4 py-3 text-sm text-flash-900 ring-1 ring-flash-200">
          The scheduled refresh of {formatDateTime(lastRun.at)} failed: {lastRun.message}
        </p>
      ) : null}

      {topics.length === 0 ? (
        <div className="mt-6 rounded-xl border-2 border-dashed border-ink-200 px-4 py-10 text-center">
          <p className="font-semibold">No trending topics yet</p>
          <p className="mt-1 text-sm text-ink-600">Refresh to fetch the first set.</p>
        </div>
      ) : (
        <ul
          ref={focus.listRef}
          aria-label="Trending topics"
          className={cn("mt-6 grid gap-4 md:grid-cols-2", refreshing && "opacity-60 transition-opacity")}
        >
          {topics.map((topic, index) => (
            <TopicCard key={topic.id} topic={topic} onRemove={() => focus.willRemove(index)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TopicCard({ topic, onRemove }: { topic: PublicTopic; onRemove: () => void }) {
  const fetcher = useAdminFetcher(ADMIN_INTENTS.deleteTopic, topic.id);
  const pending = fetcher.state !== "idle";
  return (
    <li
      className={cn(
        "flex flex-col rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100 transition-opacity",
        pending && "opacity-60",
      )}
      data-testid="topic-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="flex min-w-0 items-start gap-2 font-semibold text-ink-900">
          <SparklesIcon width={18} height={18} className="mt-0.5 shrink-0 text-flash-600" />
          <span className="break-words">{topic.topic}</span>
        </h3>
        <AdminActionForm
          fetcher={fetcher}
          intent={ADMIN_INTENTS.deleteTopic}
          id={topic.id}
          label="Remove"
          pendingLabel="Removing..."
          target={`topic "${topic.topic}"`}
          icon={<TrashIcon width={16} height={16} />}
          variant="ghost"
          iconOnlyOnPhones
          onSubmit={onRemove}
        />
      </div>
      <p className="mt-2 text-sm text-ink-700">{topic.reason}</p>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-ink-500">Tattoo ideas</p>
      <ul className="mt-2 space-y-1.5 text-sm text-ink-800">
        {topic.tattooIdeas.map((idea) => (
          <li key={idea} className="flex gap-2">
            <span aria-hidden="true" className="text-flash-600">
              ✦
            </span>
            <span>{idea}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function sourceSentence(scheduler: SchedulerStatus): string {
  if (scheduler.source === "local") {
    return "No AI key is configured, so trends come from Inkwell's own recent designs, styles and ideas, and the season.";
  }
  return `Trends found by ${scheduler.sourceLabel} (${scheduler.sourceModel}).`;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-ink-50 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-500">{label}</dt>
      <dd className="mt-1 font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

function Detail({ children }: { children: React.ReactNode }) {
  return <span className="mt-0.5 block text-xs font-normal text-ink-500">{children}</span>;
}
