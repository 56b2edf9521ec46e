/**
 * The engine's yardstick: reads every request of tests/fixtures/tattoo-requests.json as the
 * embedded engine does and reports
 *   - the share drawn with nothing left out (no word the design is drawn without, no fallback),
 *   - the share that fell back to the ornamental default (a mandala),
 *   - on the labelled requests, any drawn as a different subject (a dog drawn as a wolf) and any
 *     labelled subject not drawn.
 *   npm run engine:coverage              the summary and every request that falls short
 *   npm run engine:coverage -- --json F  also writes every reading to F (to compare two engines)
 */
import { writeFileSync } from "node:fs";
import { judge, readRequest, tattooRequests } from "../tests/unit/flash-engine/tattoo-requests";

const requests = tattooRequests();
const rows = requests.map((request) => {
  const reading = readRequest(request.text);
  return { request, reading, verdict: judge(request, reading) };
});

const percent = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const complete = rows.filter((r) => !r.reading.fallback && r.reading.drawnWithout.length === 0);
const fallbacks = rows.filter((r) => r.reading.fallback);
const leftOut = rows.filter((r) => !r.reading.fallback && r.reading.drawnWithout.length > 0);
const labelled = rows.filter((r) => r.request.draw);
const substituted = labelled.filter((r) => r.verdict.substituted.length > 0);
const missing = labelled.filter((r) => r.verdict.missing.length > 0);
const generalised = labelled.filter((r) => r.verdict.generalised.length > 0);
// Nothing named that could be drawn or said to be left out: an idea, lettering without its words
// ("my kids' initials"). Lettering given alone is drawn alone, not a fallback.
const namedNothing = fallbacks.filter((r) => r.reading.drawnWithout.length === 0);

const quote = (text: string) => JSON.stringify(text);
console.log(`${requests.length} requests (${labelled.length} labelled), tests/fixtures/tattoo-requests.json\n`);
console.log(
  `drawn with nothing left out      ${String(complete.length).padStart(4)}  ${percent(complete.length, rows.length)}`,
);
console.log(
  `drawn, some words left out       ${String(leftOut.length).padStart(4)}  ${percent(leftOut.length, rows.length)}`,
);
console.log(
  `fell back to the default mandala ${String(fallbacks.length).padStart(4)}  ${percent(fallbacks.length, rows.length)}`,
);
console.log(
  `  of which naming nothing to draw  ${String(namedNothing.length).padStart(4)}  ${percent(namedNothing.length, rows.length)}`,
);
console.log(
  `labelled, a different subject    ${String(substituted.length).padStart(4)}  ${percent(substituted.length, labelled.length)} of labelled`,
);
console.log(
  `labelled, a subject not drawn    ${String(missing.length).padStart(4)}  ${percent(missing.length, labelled.length)} of labelled`,
);

console.log("\nDrawn as a different subject (labelled):");
for (const r of substituted)
  console.log(
    `  ${quote(r.request.text)}: drew ${r.verdict.substituted.join(", ")} (asked: ${r.request.draw?.join(", ")})`,
  );
console.log("\nDrawn as what it is more generally (labelled; WordNet's nearest, to review):");
for (const r of generalised)
  console.log(
    `  ${quote(r.request.text)}: drew ${r.verdict.generalised.join(", ")} (asked: ${r.request.draw?.join(", ")})`,
  );
console.log("\nFell back to the default:");
for (const r of fallbacks)
  console.log(
    `  ${quote(r.request.text)}${r.reading.drawnWithout.length ? ` (without ${r.reading.drawnWithout.join(", ")})` : ""}`,
  );
console.log("\nDrawn without some words:");
for (const r of leftOut)
  console.log(
    `  ${quote(r.request.text)}: drew ${r.reading.drawn.join(", ")}; without ${r.reading.drawnWithout.join(", ")}`,
  );
console.log("\nLabelled subject not drawn:");
for (const r of missing) console.log(`  ${quote(r.request.text)}: missing ${r.verdict.missing.join(", ")}`);

const json = process.argv.indexOf("--json");
if (json >= 0 && process.argv[json + 1])
  writeFileSync(
    process.argv[json + 1],
    `${JSON.stringify(
      rows.map((r) => ({ text: r.request.text, ...r.reading, ...r.verdict })),
      null,
      1,
    )}\n`,
  );
