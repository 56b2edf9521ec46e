import { vi, type Mock } from "vitest";

/**
 * A unit or component test fails when it calls `console.error`, unless it opts out with
 * `allowConsoleError()` (see tests/setup/fail-on-console-error.ts, loaded by both projects).
 */
const original = console.error.bind(console);
let recorder: Mock<(...args: unknown[]) => void> | null = null;
let allowed = false;

/**
 * Lets the current test call `console.error` (silenced) and returns the recorder, so the
 * test can assert what was logged. Call it in the test, or in a `beforeEach` of the file.
 */
export function allowConsoleError(): Mock<(...args: unknown[]) => void> {
  if (!recorder)
    throw new Error("allowConsoleError() is only available inside a test (tests/setup/fail-on-console-error.ts)");
  allowed = true;
  return recorder;
}

/** Before each test: record every `console.error` call (still printed while not allowed). */
export function watchConsoleError({ print = true }: { print?: boolean } = {}) {
  allowed = false;
  recorder = vi.fn((...args: unknown[]) => {
    if (print && !allowed) original(...args);
  });
  console.error = recorder;
}

/** After each test: puts `console.error` back and fails the test if it was called unexpectedly. */
export function checkConsoleError() {
  const calls = recorder?.mock.calls ?? [];
  console.error = original;
  recorder = null;
  if (!allowed && calls.length > 0) {
    const first = calls[0].map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");
    throw new Error(
      `console.error was called ${calls.length} time(s) during this test; the first: ${first.slice(0, 500)}\n` +
        "Fix the cause, or call allowConsoleError() from tests/support/console-error.ts when the test expects it.",
    );
  }
}
