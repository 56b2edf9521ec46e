/**
 * The latest security release of Node.js 24, as docs/deploy.md names it: 24.22.1, from the
 * October 2026 security releases (2026-10-21; https://nodejs.org/en/blog/vulnerability/october-2026-security-releases).
 * Update both when a newer one ships (tests/unit/node-release.test.ts keeps them equal).
 */
export const NODE_24_SECURITY_RELEASE = "24.22.1";

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

/** The start's one warning line when this Node predates that release (null when it does not). */
export function nodeReleaseWarning(version = process.versions.node): string | null {
  if (!isOlderThan(version, NODE_24_SECURITY_RELEASE)) return null;
  return (
    `warning: Node.js ${version} predates ${NODE_24_SECURITY_RELEASE}, the latest Node.js 24 security release ` +
    `(October 2026): run Inkwell on ${NODE_24_SECURITY_RELEASE} or later (docs/deploy.md).`
  );
}
