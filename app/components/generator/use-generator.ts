import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { PublicDesign } from "~/modules/designs/public-design";
import { useAppDialogs } from "../layout/app-dialogs";
import type * as GenerationRunner from "./generation-runner";
import type { GenerateBody } from "./generation-runner";
import { nextProgress, PROGRESS_RESET_MS, PROGRESS_TICK_MS } from "./progress";

export type { GenerateBody };
export type GeneratorPhase = "idle" | "generating" | "customizing";

let runner: Promise<typeof GenerationRunner> | undefined;
/** The network code loads on first interaction (see generation-runner.ts). */
export function loadGenerationRunner() {
  runner ??= import("./generation-runner");
  return runner;
}

/**
 * The generation state machine of spec §4: idle, generating (loading view with simulated
 * progress), then the gallery on success or back to idle on error.
 */
export function useGenerator(options: {
  signedIn: boolean;
  ideas: string[];
  initialDesigns: PublicDesign[];
  initialRequest: GenerateBody | null;
}) {
  const { signedIn, ideas } = options;
  const [phase, setPhase] = useState<GeneratorPhase>("idle");
  const [progress, setProgress] = useState(0);
  const [queuePosition, setQueuePosition] = useState(0);
  const [designs, setDesigns] = useState<PublicDesign[]>(options.initialDesigns);
  const [lastRequest, setLastRequest] = useState<GenerateBody | null>(options.initialRequest);
  const ticker = useRef<ReturnType<typeof setInterval>>();
  const progressReset = useRef<ReturnType<typeof setTimeout>>();
  const { openDialog } = useAppDialogs();
  const revalidator = useRevalidator();

  // Neither timer outlives the generator (a reset after unmount would set state on nothing).
  useEffect(
    () => () => {
      clearInterval(ticker.current);
      clearTimeout(progressReset.current);
    },
    [],
  );

  /** Runs `task` with the loading view and simulated progress. */
  const withProgress = useCallback(async <T>(kind: "generating" | "customizing", task: () => Promise<T>) => {
    setPhase(kind);
    setProgress(0);
    clearInterval(ticker.current);
    ticker.current = setInterval(() => setProgress((value) => nextProgress(value)), PROGRESS_TICK_MS);
    try {
      const result = await task();
      clearInterval(ticker.current);
      setProgress(100);
      progressReset.current = setTimeout(() => setProgress(0), PROGRESS_RESET_MS);
      return result;
    } finally {
      clearInterval(ticker.current);
      setPhase("idle");
    }
  }, []);

  const showError = useCallback(
    async (error: unknown) => {
      const { reportGenerationError } = await loadGenerationRunner();
      reportGenerationError(error, { signedIn, openUpgrade: () => openDialog("upgrade") });
    },
    [openDialog, signedIn],
  );

  /** Adds designs to the front of the gallery (a new generation, more, or a customization). */
  const addDesigns = useCallback(
    async (created: PublicDesign[], replace: boolean) => {
      setDesigns((current) =>
        replace ? created : [...created, ...current.filter((d) => !created.some((c) => c.id === d.id))],
      );
      if (!signedIn) (await loadGenerationRunner()).rememberGuestDesigns(created);
      revalidator.revalidate(); // the usage counters changed
    },
    [revalidator, signedIn],
  );

  const generate = useCallback(
    async (body: GenerateBody, more = false) => {
      try {
        const run = await loadGenerationRunner();
        const { designs: created } = await withProgress("generating", () => run.requestDesigns(body, setQueuePosition));
        setLastRequest(body);
        await addDesigns(created, !more);
        run.recordUsage(body, ideas);
        return true;
      } catch (error) {
        if (more) console.error("Generate more failed:", error);
        else await showError(error);
        return false;
      }
    },
    [addDesigns, ideas, showError, withProgress],
  );

  const clear = useCallback(() => {
    setDesigns([]);
    setLastRequest(null);
  }, []);

  return {
    phase,
    progress,
    queuePosition,
    designs,
    setDesigns,
    lastRequest,
    generate,
    clear,
    withProgress,
    addDesigns,
    showError,
  };
}
