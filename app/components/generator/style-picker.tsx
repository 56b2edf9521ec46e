import { CrownIcon, StarIcon } from "../ui/icons/icon";

export interface StyleOption {
  name: string;
  isCustom: boolean;
}

/**
 * The horizontal row of style tags (spec §2): multi-select checkboxes, so the form works
 * without JavaScript; with it, selection order is kept (the first is the main style).
 * Custom styles carry a star. Styles outside the plan are not listed; a crown tag
 * offers them through the upgrade dialog.
 */
export function StylePicker(props: {
  styles: StyleOption[];
  selected: string[];
  onToggle: (name: string, checked: boolean) => void;
  lockedCount: number;
  onLocked: () => void;
  lockedHref: string;
  extra?: React.ReactNode;
}) {
  return (
    // min-w-0: a fieldset is min-content wide by default, which breaks the scrolling row.
    <fieldset className="min-w-0">
      <legend className="label">
        Styles <span className="font-normal text-ink-500">(pick one or more; Traditional if none)</span>
      </legend>
      <div className="scrollbar-thin relative -mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-2" data-testid="style-tags">
        {props.styles.map((style) => {
          const order = props.selected.indexOf(style.name);
          return (
            <label key={style.name} className="shrink-0 cursor-pointer">
              <input
                type="checkbox"
                name="styles"
                value={style.name}
                checked={order !== -1}
                onChange={(event) => props.onToggle(style.name, event.target.checked)}
                className="peer sr-only"
              />
              <span className="chip">
                {/* The space keeps the star's title and the name apart for screen readers
                    ("custom style Neon Koi"). */}
                {style.isCustom ? (
                  <StarIcon width={12} height={12} className="text-amber-500" title="custom style" />
                ) : null}{" "}
                {style.name}
                {order === 0 && props.selected.length > 1 ? (
                  <span className="text-[10px] uppercase opacity-75">main</span>
                ) : null}
              </span>
            </label>
          );
        })}
        {props.lockedCount > 0 ? (
          <a
            href={props.lockedHref}
            onClick={(event) => {
              event.preventDefault();
              props.onLocked();
            }}
            className="chip focus-ring shrink-0 border-dashed border-flash-300 bg-flash-50 font-semibold text-flash-800 hover:bg-flash-100"
          >
            <CrownIcon width={14} height={14} /> {props.lockedCount} more styles
          </a>
        ) : null}
        {props.extra}
      </div>
    </fieldset>
  );
}
