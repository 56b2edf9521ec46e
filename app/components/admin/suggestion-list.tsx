import { TrashIcon } from "~/components/ui/icons/trash";
import type { SuggestionRow } from "~/modules/admin/admin-dashboard.server";
import type { AdminIntent } from "~/modules/admin/admin-intents";
import { cn } from "~/utils/cn";
import { formatDate } from "~/utils/format";
import { AdminActionForm, useAdminFetcher, useFocusAfterRemoval } from "./admin-action-form";

/** User-suggested styles or ideas, newest first, each with its Delete button. */
export function SuggestionList(props: {
  id: string;
  title: string;
  kind: "style" | "idea";
  intent: AdminIntent;
  items: SuggestionRow[];
  total: number;
  publicAfterUses: number;
  emptyText: string;
}) {
  const focus = useFocusAfterRemoval(props.items.map((item) => item.id));
  const headingId = `${props.id}-heading`;
  return (
    <section id={props.id} aria-labelledby={headingId} className="card scroll-mt-20 p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} ref={focus.headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
          {props.title}
        </h2>
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-ink-700">
          {props.total}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-600">
        Visible to their author at once and to everyone after {props.publicAfterUses} uses.
      </p>
      {props.items.length === 0 ? (
        <p className="mt-4 rounded-xl border-2 border-dashed border-ink-200 px-4 py-8 text-center text-sm text-ink-600">
          {props.emptyText}
        </p>
      ) : (
        <ul ref={focus.listRef} className="mt-4 divide-y divide-ink-100" aria-label={props.title}>
          {props.items.map((item, index) => (
            <SuggestionItem
              key={item.id}
              item={item}
              kind={props.kind}
              intent={props.intent}
              publicAfterUses={props.publicAfterUses}
              onDelete={() => focus.willRemove(index)}
            />
          ))}
        </ul>
      )}
      {props.total > props.items.length ? (
        <p className="mt-3 text-xs text-ink-500">
          Showing the {props.items.length} newest of {props.total}.
        </p>
      ) : null}
    </section>
  );
}

function SuggestionItem(props: {
  item: SuggestionRow;
  kind: "style" | "idea";
  intent: AdminIntent;
  publicAfterUses: number;
  onDelete: () => void;
}) {
  const { item } = props;
  const fetcher = useAdminFetcher(props.intent, item.id);
  const pending = fetcher.state !== "idle";
  return (
    <li className={cn("py-3 transition-opacity", pending && "opacity-60")} data-testid={`${props.kind}-row`}>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 break-words pt-1 font-semibold text-ink-900">{item.label}</p>
        <AdminActionForm
          fetcher={fetcher}
          intent={props.intent}
          id={item.id}
          label="Delete"
          pendingLabel="Deleting..."
          target={`${props.kind} "${item.label}"`}
          icon={<TrashIcon width={16} height={16} />}
          onSubmit={props.onDelete}
        />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-xs font-semibold",
            item.isPublic ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900",
          )}
        >
          {item.isPublic ? "Public" : `Private · ${item.usageCount}/${props.publicAfterUses} uses`}
        </span>
        {item.isPublic ? <span className="tabular-nums">{item.usageCount} uses</span> : null}
        <span>{formatDate(item.createdAt)}</span>
      </p>
      <p className="mt-0.5 truncate text-sm text-ink-500" title={item.author ?? undefined}>
        {item.author ? `by ${item.author}` : "by a deleted account"}
      </p>
    </li>
  );
}
