import { vi } from "vitest";

/**
 * The app's JSON log lines written while `work` runs (app/utils/logger.server.ts writes them to
 * stdout), for tests that assert what was logged. The lines are not printed.
 */
export async function captureLogs<T>(
  work: () => Promise<T>,
): Promise<{ result: T; lines: Array<Record<string, unknown>> }> {
  const lines: Array<Record<string, unknown>> = [];
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split("\n"))
      if (line.startsWith("{")) lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
  try {
    return { result: await work(), lines };
  } finally {
    write.mockRestore();
  }
}

/** A built app's JSON log lines (anything else it printed, such as a library's warning, is skipped). */
export function logLinesOf(app: { output(): string }): Array<Record<string, unknown>> {
  return app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
