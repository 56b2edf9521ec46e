import { describe, expect, it } from "vitest";
import { digestOf, keyNumber } from "~/modules/renders/render-cache.server";
import { renderWorkerLocation } from "~/modules/renders/render-pool.server";
import { isStorageKey } from "~/modules/storage/storage-keys";

describe("the render pool's worker and keys", () => {
  it("loads the TypeScript worker through tsx from source, the bundled one beside a build", () => {
    const fromSource = renderWorkerLocation("file:///repo/app/modules/renders/render-pool.server.ts");
    expect(fromSource).toEqual({
      filename: "file:///repo/app/modules/renders/render-worker.ts",
      execArgv: ["--import", "tsx"],
    });
    expect(renderWorkerLocation("file:///nowhere/build/index.js")).toBeNull();
  });

  it("names kept renders with safe keys that change with what they depend on", () => {
    expect(keyNumber(12.5)).toBe("12p5");
    expect(digestOf("a rose", "licence A")).not.toBe(digestOf("a rose", "licence B"));
    expect(isStorageKey(`renders/abc/print-${keyNumber(12.5)}cm-plain-${digestOf("x")}.pdf`)).toBe(true);
  });
});
