import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isOlderThan, NODE_24_SECURITY_RELEASE, nodeReleaseWarning } from "../../server/node-release";

describe("the Node.js security release the start checks", () => {
  it("compares versions part by part", () => {
    expect(isOlderThan("24.21.0", "24.22.1")).toBe(true);
    expect(isOlderThan("v24.22.0", "24.22.1")).toBe(true);
    expect(isOlderThan("24.9.0", "24.22.1")).toBe(true);
    expect(isOlderThan("22.23.4", "24.22.1")).toBe(true);
    expect(isOlderThan("24.22.1", "24.22.1")).toBe(false);
    expect(isOlderThan("24.100.0", "24.22.1")).toBe(false);
    expect(isOlderThan("26.12.1", "24.22.1")).toBe(false);
  });

  it("gives one line naming the release to an older Node, and nothing to the release or newer", () => {
    expect(nodeReleaseWarning("24.21.0")).toBe(
      `warning: Node.js 24.21.0 predates ${NODE_24_SECURITY_RELEASE}, the latest Node.js 24 security release ` +
        `(October 2026): run Inkwell on ${NODE_24_SECURITY_RELEASE} or later (docs/deploy.md).`,
    );
    expect(nodeReleaseWarning(NODE_24_SECURITY_RELEASE)).toBeNull();
    expect(nodeReleaseWarning("26.12.1")).toBeNull();
    expect(nodeReleaseWarning("27.0.0")).toBeNull();
  });

  it("holds a Node 26 to the same releases' fix of its own line", () => {
    expect(nodeReleaseWarning("26.5.0")).toBe(
      "warning: Node.js 26.5.0 predates 26.12.1, the latest Node.js 26 security release " +
        "(October 2026): run Inkwell on 26.12.1 or later (docs/deploy.md).",
    );
  });

  it("is the release docs/deploy.md names", () => {
    const deploy = readFileSync(path.resolve(import.meta.dirname, "../../docs/deploy.md"), "utf8");
    expect(deploy).toContain(`Node.js ${NODE_24_SECURITY_RELEASE}`);
  });
});
