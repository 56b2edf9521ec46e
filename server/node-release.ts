/**
 * The latest security release of Node.js 24, as docs/deploy.md names it: 24.22.1, from the
 * October 2026 security releases (2026-10-21; https://nodejs.org/en/blog/vulnerability/october-2026-security-releases;
 * the Node.js security working group's entry for its CVE-2026-111497 says patched "^22.23.4 || ^24.22.1 || ^26.12.1").
 * Update both when a newer one ships (tests/unit/node-release.test.ts keeps them equal).
 */
export const NODE_24_SECURITY_RELEASE = "24.22.1";
/** The same releases' fix on the next LTS line, for an instance already on Node 26. */
const NODE_26_SECURITY_RELEASE = "26.12.1";

function parts(version: string): number[] {
  return version
    .replace(/^v/, "")
    .split(".")
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** Whether `version` comes before `than` (major, minor, patch). */
export function isOlderThan(version: string, than: string): boolean {
  const [a, b] = [parts(version), parts(than)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/** The security release this Node's line must have: 26.x its own, anything older than 26 the 24.x one. */
function releaseFor(version: string): { release: string; line: number } {
  return parts(version)[0] === 26
    ? { release: NODE_26_SECURITY_RELEASE, line: 26 }
    : { release: NODE_24_SECURITY_RELEASE, line: 24 };
}

/** The start's one warning line when this Node predates that release (null when it does not). */
export function nodeReleaseWarning(version = process.versions.node): string | null {
  const { release, line } = releaseFor(version);
  if (!isOlderThan(version, release)) return null;
  return (
    `warning: Node.js ${version} predates ${release}, the latest Node.js ${line} security release ` +
    `(October 2026): run Inkwell on ${release} or later (docs/deploy.md).`
  );
}
