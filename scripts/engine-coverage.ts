/**
 * The engine's yardstick: reads every request of tests/fixtures/tattoo-requests.json as the
 * embedded engine does and reports, for the first set (issue 24), the requests issue 36 added from
 * public pages, and the grown corpus as a whole:
 *   - the share drawn with nothing left out (no word the design is drawn without, no fallback),
 *   - the share that fell back to the ornamental default (a mandala), and how many of those name a thing,
 *   - on the labelled requests, any drawn as a different subject (a dog drawn as a wolf), as the plain
 *     class of the kind asked for (a skull for a sugar skull), and any labelled subject not drawn,
 *   - on the requests labelled with relations, the share with every relation drawn as asked,
 *   - what the scene layout draws that no word asked for.
 * Then every request that falls short, those added by issue 36 marked with "+".
 *   npm run engine:coverage              the summary and every request that falls short
 *   npm run engine:coverage -- --json F  also writes every reading to F (to compare two engines)
 */
import { writeFileSync } from "node:fs";
import {
  completeShare,
  figures,
  readRows,
  relationShare,
  type Figures,
  type Row,
} from "../tests/unit/flash-engine/tattoo-figures";
import { inFirstSet, tattooRequests } from "../tests/unit/flash-engine/tattoo-requests";

const rows = readRows(tattooRequests());
const sets: Array<[string, Figures]> = [
  ["first set (24)", figures(rows.filter((r) => inFirstSet(r.request)))],
  ["added (36)", figures(rows.filter((r) => !inFirstSet(r.request)))],
  ["grown corpus", figures(rows)],
];

const percent = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const cell = (n: number, of: number) => `${String(n).padStart(5)} ${percent(n, of).padStart(6)}`.padEnd(18);
const line = (label: string, value: (f: Figures) => [number, number] | number) =>
  console.log(
    label.padEnd(42) +
      sets
        .map(([, f]) => {
          const v = value(f);
          return typeof v === "number" ? String(v).padStart(5).padEnd(18) : cell(...v);
        })
        .join(""),
  );

console.log(`${rows.length} requests, tests/fixtures/tattoo-requests.json\n`);
console.log("".padEnd(42) + sets.map(([name]) => name.padEnd(18)).join(""));
line("requests", (f) => f.requests.length);
line("labelled", (f) => f.labelled.length);
line("drawn with nothing left out", (f) => [f.complete.length, f.requests.length]);
line("drawn, some words left out", (f) => [f.leftOut.length, f.requests.length]);
line("fell back to the default mandala", (f) => [f.fallbacks.length, f.requests.length]);
line("  of which naming a thing", (f) => [f.mandalaForAThing.length, f.requests.length]);
line("labelled, a different subject", (f) => [f.substituted.length, f.labelled.length]);
line("labelled, the plain class of the kind", (f) => [f.plain.length, f.labelled.length]);
line("labelled, a subject not drawn", (f) => [f.missing.length, f.labelled.length]);
line("labelled with relations", (f) => f.related.length);
line("  every relation drawn as asked", (f) => [f.relatedAsAsked.length, f.related.length]);
line("  relations drawn as asked", (f) => [f.relationsDrawn, f.relationsAsked]);
line("drawn though no word asked for it", (f) => [f.added.length, f.requests.length]);
const grown = sets[2][1];
console.log(
  `\nGrown corpus: ${percent(completeShare(grown) * 100, 100)} with nothing left out, ` +
    `${percent(relationShare(grown) * 100, 100)} of the related requests with every relation as asked.`,
);

const quote = (r: Row) => `${inFirstSet(r.request) ? " " : "+"} ${JSON.stringify(r.request.text)}`;
const list = (title: string, items: Row[], say: (r: Row) => string) => {
  console.log(`\n${title} (${items.length}):`);
  for (const r of items) console.log(` ${quote(r)}${say(r)}`);
};
const asked = (r: Row) => ` (asked: ${r.request.draw?.join(", ")})`;
const named = (n: { subject: string; relation: string; object: string }) => `${n.subject} ${n.relation} ${n.object}`;

list(
  "Drawn as a different subject (labelled)",
  grown.substituted,
  (r) => `: drew ${r.verdict.substituted.join(", ")}${asked(r)}`,
);
list(
  "Drawn as the plain class of the kind asked for (labelled)",
  grown.plain,
  (r) => `: drew ${r.verdict.plain.join(", ")}${asked(r)}`,
);
list(
  "Drawn as what it is more generally (labelled; WordNet's nearest, to review)",
  grown.generalised,
  (r) => `: drew ${r.verdict.generalised.join(", ")}${asked(r)}`,
);
list("Fell back to the default", grown.fallbacks, (r) =>
  r.reading.drawnWithout.length ? ` (without ${r.reading.drawnWithout.join(", ")})` : "",
);
list(
  "Drawn without some words",
  grown.leftOut,
  (r) => `: drew ${r.reading.drawn.join(", ")}; without ${r.reading.drawnWithout.join(", ")}`,
);
list("Labelled subject not drawn", grown.missing, (r) => `: missing ${r.verdict.missing.join(", ")}`);
list(
  "Relations not drawn as asked (labelled)",
  grown.related.filter((r) => r.relations.notDrawn.length > 0),
  (r) =>
    `: ${r.relations.notDrawn.map((n) => `${named(n.label)} (read: ${n.read ? named(n.read) : "not related"})`).join("; ")}` +
    `; ${r.reading.scene.layout} layout${r.reading.scene.acted.length ? `, acts ${r.reading.scene.acted.map(named).join(", ")}` : ""}`,
);
list("Drawn though no word asked for it (scene layout)", grown.added, (r) => `: ${r.reading.scene.added.join(", ")}`);

const json = process.argv.indexOf("--json");
if (json >= 0 && process.argv[json + 1])
  writeFileSync(
    process.argv[json + 1],
    `${JSON.stringify(
      rows.map((r) => ({ text: r.request.text, ...r.reading, ...r.verdict, relations: r.relations })),
      null,
      1,
    )}\n`,
  );
