import { useCallback, useEffect, useState } from "react";
import { useNonce } from "~/utils/nonce-provider";
import { RefreshIcon, SparklesIcon } from "../ui/icons/icon";
import { loadGenerationRunner } from "./use-generator";

export const SUGGESTION_REFRESH_SECONDS = 30;

/**
 * The rotating AI suggestion under the description (spec §2, §4): refreshes every 30 s and
 * on demand; the countdown pauses after an insert. The textarea's Tab and Esc handling
 * calls `insert` and `remove` (see GeneratorForm); phones get buttons instead.
 */
export function useSuggestion(initial: string) {
  const [suggestion, setSuggestion] = useState(initial);
  const [secondsLeft, setSecondsLeft] = useState(SUGGESTION_REFRESH_SECONDS);
  const [paused, setPaused] = useState(false);

  const next = useCallback(async () => {
    setSecondsLeft(SUGGESTION_REFRESH_SECONDS);
    try {
      // The generator's network code loads on first use, not with the page (its JavaScript budget).
      const description = await (await loadGenerationRunner()).fetchSuggestion();
      if (description) setSuggestion(description);
    } catch {
      // Keep the current suggestion; the next tick tries again.
    }
  }, []);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      setSecondsLeft((left) => {
        if (left > 1) return left - 1;
        void next();
        return SUGGESTION_REFRESH_SECONDS;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [paused, next]);

  return { suggestion, secondsLeft, paused, setPaused, next };
}

const REPLACE_QUESTION =
  "Replace your description with this suggestion?\n\nOK replaces it. Cancel adds the suggestion to the end.";

/** Inserts the suggestion; a non-empty description asks: OK replaces, Cancel appends. */
export function insertSuggestion(description: string, suggestion: string): string {
  if (description.trim() === "") return suggestion;
  return window.confirm(REPLACE_QUESTION) ? suggestion : `${description.trimEnd()} ${suggestion}`;
}

/** Esc: removes the suggestion's text, or clears the description when it is not there. */
export function removeSuggestion(description: string, suggestion: string): { value: string; removed: boolean } {
  if (suggestion && description.includes(suggestion)) {
    return {
      value: description
        .replace(suggestion, "")
        .replace(/\s{2,}/g, " ")
        .trim(),
      removed: true,
    };
  }
  return { value: "", removed: false };
}

/**
 * Tab and Esc in the description before the app runs (issue 35): the hint says "Tab to use, Esc to
 * remove" from the first paint, so until the form is live (`data-live`, utils/form-fields.ts) this
 * script does what the textarea's key handler does after, by the same rules (insertSuggestion,
 * removeSuggestion), and says so as typing would (an input event). Its text is in the server's
 * HTML only, never in the JavaScript bundle.
 */
const KEYS_BEFORE_HYDRATION = import.meta.env.SSR
  ? `(()=>{const box=document.getElementById("description");box.addEventListener("keydown",(event)=>{\
if(box.form.hasAttribute("data-live"))return;\
const suggestion=document.querySelector('[data-testid="suggestion"]').textContent,value=box.value;\
if(event.key==="Tab"&&!event.shiftKey&&suggestion&&!value.includes(suggestion))\
box.value=value.trim()===""||confirm(${JSON.stringify(REPLACE_QUESTION)})?suggestion:value.trimEnd()+" "+suggestion;\
else if(event.key==="Escape")\
box.value=suggestion&&value.includes(suggestion)?value.replace(suggestion,"").replace(/\\s{2,}/g," ").trim():"";\
else return;event.preventDefault();box.dispatchEvent(new Event("input",{bubbles:true}))})})()`
  : "";

/** Rendered right after the description and the suggestion it reads. */
export function SuggestionKeysBeforeHydration() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: KEYS_BEFORE_HYDRATION }} />;
}

export function SuggestionBox(props: {
  suggestion: string;
  secondsLeft: number;
  paused: boolean;
  onNext: () => void;
  onUse: () => void;
  onClear: () => void;
}) {
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-xl border border-dashed border-ink-200 bg-ink-50/70 px-3 py-2 text-sm sm:flex-row sm:items-start">
      <p className="flex min-w-0 flex-1 items-start gap-2 text-ink-700">
        <SparklesIcon width={16} height={16} className="mt-0.5 shrink-0 text-flash-600" />
        <span>
          <span className="font-semibold text-ink-900">Suggestion: </span>
          <span data-testid="suggestion">{props.suggestion}</span>
          <span className="hidden text-ink-500 sm:inline"> · Tab to use, Esc to remove</span>
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={props.onUse}
          className="rounded-md bg-ink-900 px-3 py-1.5 text-xs font-semibold text-white sm:hidden"
        >
          Use Suggestion
        </button>
        <button
          type="button"
          onClick={props.onClear}
          className="rounded-md border border-ink-200 bg-white px-3 py-1.5 text-xs font-semibold sm:hidden"
        >
          Clear
        </button>
        <button
          type="button"
          onClick={props.onNext}
          className="focus-ring flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-ink-700 hover:bg-ink-100 sm:text-sm"
        >
          <RefreshIcon width={14} height={14} /> Next suggestion
          <span className="tabular-nums text-ink-500">{props.paused ? "(paused)" : `(${props.secondsLeft}s)`}</span>
        </button>
      </div>
    </div>
  );
}

/** One-time hints (spec §4); their code and texts load with the first hint (the home page's JavaScript budget). */
const hint = (name: "keyboard" | "inserted" | "removed" | "cleared") => () =>
  void import("./once").then(({ showHint }) => showHint(name));

export const suggestionHints = {
  keyboard: hint("keyboard"),
  inserted: hint("inserted"),
  removed: hint("removed"),
  cleared: hint("cleared"),
};
