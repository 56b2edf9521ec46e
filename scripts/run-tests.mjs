#!/usr/bin/env node
// The whole test suite, as `npm test` runs it: static checks, then each test runner with a
// JSON report beside its usual output, so the run ends with one plain line totalling every
// suite ("N passed, M failed"). Counts are also appended to tmp/test-counts.jsonl, which
// .ci/run sums when it runs suites more than once (for example on a second Node version).
//
//   node scripts/run-tests.mjs                      every step
//   node scripts/run-tests.mjs --only unit,component,integration
//   node scripts/run-tests.mjs --only integration --exclude tests/integration/x.test.ts
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, "tmp", "test-reports");
const countsFile = path.join(root, "tmp", "test-counts.jsonl");
mkdirSync(reports, { recursive: true });

const onlyArgument = process.argv.indexOf("--only");
const only = onlyArgument === -1 ? null : new Set(process.argv[onlyArgument + 1].split(","));
const wanted = (step) => only === null || only.has(step);
const excludeArgument = process.argv.indexOf("--exclude");
const excluded = excludeArgument === -1 ? [] : ["--exclude", process.argv[excludeArgument + 1]];
const label = `node ${process.version}`;

/** Runs a command in the project, inheriting the output; false when it failed. */
function run(command, args, env = {}) {
  console.log(`\n--- ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

/**
 * Adds a suite's counts to the totals and to tmp/test-counts.jsonl. `failures` names what failed
 * and `flaky` what passed only on its retry (CI retries once), so the last lines of a long log
 * say which test to look at.
 */
function record(suite, passed, failed, skipped, exitedCleanly, { failures = [], flaky = [] } = {}) {
  // A runner that crashed, or failed on an error outside every test (Vitest's "Unhandled
  // Errors"), counts as one failure, named so the summary says where to look.
  if (!exitedCleanly && failed === 0) {
    failed = 1;
    failures = [...failures, `${suite}: the runner failed outside every test (an unhandled error: see its output)`];
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  appendFileSync(
    countsFile,
    JSON.stringify({ suite, runtime: label, passed, failed, skipped, failures, flaky }) + "\n",
  );
  console.log(`--- ${suite} (${label}): ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  for (const failure of failures) console.log(`      failed: ${failure}`);
  for (const test of flaky) console.log(`      passed on retry: ${test}`);
}

function vitest(project) {
  const output = path.join(reports, `vitest-${project}.json`);
  rmSync(output, { force: true });
  const clean = run("npx", [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
    ...excluded,
  ]);
  const report = readJson(output);
  record(
    project,
    report?.numPassedTests ?? 0,
    (report?.numFailedTests ?? 0) + filesFailedOutsideTests(report),
    (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    clean,
    vitestOutcomes(report),
  );
  return clean;
}

/**
 * "file > describe > test" for each failed test (the file alone when it failed outside its
 * tests), and for each test that passed on its retry, with the first line of each try's error.
 */
function vitestOutcomes(report) {
  const failures = [];
  const flaky = [];
  for (const file of report?.testResults ?? []) {
    const name = path.relative(root, file.name);
    const title = (test) => [name, ...test.ancestorTitles, test.title].join(" > ");
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (file.status === "failed" && failed.length === 0) failures.push(`${name} (outside its tests)`);
    // Each try's first error line: "expected 500 to be 200" says more than the test's name.
    failures.push(...failed.map((test) => [title(test), ...firstLines(test.failureMessages)].join(": ")));
    for (const test of file.assertionResults) {
      if (test.status === "passed" && test.failureMessages?.length) {
        flaky.push([title(test), ...firstLines(test.failureMessages)].join(": "));
      }
    }
  }
  return { failures, flaky };
}

/** The first line of each try's error (without Playwright's colours), at most 300 characters each. */
function firstLines(messages = []) {
  return messages.map((message) =>
    message
      .replace(/\x1b\[[0-9;]*m/g, "")
      .split("\n")[0]
      .slice(0, 300),
  );
}

/**
 * Files that failed with no failed test in them: a hook or an import failed, so their tests
 * never ran. Each counts as one failure. (Vitest's numFailedTestSuites counts describe blocks
 * too, so one failed test inside a describe would count twice.)
 */
function filesFailedOutsideTests(report) {
  return (report?.testResults ?? []).filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
}

function playwright() {
  const output = path.join(reports, "playwright.json");
  rmSync(output, { force: true });
  const clean = run("npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_FILE: output });
  const report = readJson(output);
  const stats = report?.stats;
  record(
    "e2e",
    (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    stats?.unexpected ?? 0,
    stats?.skipped ?? 0,
    clean,
    playwrightOutcomes(report),
  );
  return clean;
}

/** "file > describe > test" for each test that failed on its last try, and for each that passed on its retry. */
function playwrightOutcomes(report) {
  const failures = [];
  const flaky = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = [...titles, spec.title].join(" > ");
      const errors = (test) => firstLines(test.results.map((result) => result.error?.message ?? "").filter(Boolean));
      for (const test of spec.tests.filter((test) => test.status === "unexpected"))
        failures.push([name, ...errors(test)].join(": "));
      for (const test of spec.tests.filter((test) => test.status === "flaky"))
        flaky.push([name, ...errors(test)].join(": "));
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, [suite.file ?? suite.title]);
  return { failures, flaky };
}

function check(step, command, args) {
  if (!wanted(step)) return;
  const clean = run(command, args);
  record(step, clean ? 1 : 0, clean ? 0 : 1, 0, clean);
  ok &&= clean;
}

// The typecheck script generates the route types first (.react-router/, not committed).
check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npx", ["eslint", "--max-warnings=0", "."]);
if (wanted("format") && existsSync(path.join(root, ".prettierrc")))
  check("format", "npx", ["prettier", "--check", "."]);
if (wanted("unit")) ok = vitest("unit") && ok;
if (wanted("component")) ok = vitest("component") && ok;
if (wanted("integration") || wanted("e2e")) {
  const built = run("npm", ["run", "build"]);
  if (!built) record("build", 0, 1, 0, false);
  ok &&= built;
  if (built && wanted("integration")) ok = vitest("integration") && ok;
  if (built && wanted("e2e")) {
    const chromium = run("node", ["scripts/ensure-chromium.mjs"]);
    ok &&= chromium;
    if (chromium) ok = playwright() && ok;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
