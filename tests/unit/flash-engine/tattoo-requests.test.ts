/**
 * The yardstick as a guard (tests/fixtures/tattoo-requests.json). On the first set (issue 24): no
 * labelled request is drawn as another subject, and the share drawn with nothing left out does not
 * fall back. On the grown corpus (issue 36's requests from public pages added): its figures do not
 * fall below today's, the floor the engine's long-tail work raises. The full report is
 * `npm run engine:coverage`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { findMotif, motifName } from "~/modules/flash-engine/motifs/index";
import { completeShare, figures, readRows, relationShare, type Figures, type Row } from "./tattoo-figures";
import { inFirstSet, tattooRequests } from "./tattoo-requests";

const requests = tattooRequests();
const RELATION_KINDS = new Set([
  "on",
  "around",
  "holding",
  "carrying",
  "wearing",
  "inside",
  "behind",
  "above",
  "below",
  "through",
  "pierced-by",
  "framed-by",
  "toward",
  "growing",
  "attacking",
]);

let rows: Row[] = [];
let first: Figures;
let grown: Figures;

beforeAll(() => {
  rows = readRows(requests);
  first = figures(rows.filter((r) => inFirstSet(r.request)));
  grown = figures(rows);
}, 120_000);

describe("the tattoo requests yardstick", () => {
  it("has the first set's 617 requests and issue 36's, each from a page named by its address", () => {
    const added = requests.filter((r) => !inFirstSet(r));
    expect(requests.filter(inFirstSet)).toHaveLength(617);
    expect(added.length).toBeGreaterThanOrEqual(300);
    expect(added.every((r) => /^https?:\/\/\S+$/.test(r.source ?? ""))).toBe(true);
    expect(new Set(requests.map((r) => r.text.toLowerCase())).size).toBe(requests.length);
  });

  it("labels at least 200 of the added requests, and 150 requests with relations in the reading's words", () => {
    expect(requests.filter((r) => !inFirstSet(r) && r.draw?.length).length).toBeGreaterThanOrEqual(200);
    const related = requests.filter((r) => r.relations?.length);
    expect(related.length).toBeGreaterThanOrEqual(150);
    const malformed = related.flatMap((r) =>
      (r.relations ?? [])
        .filter((l) => !RELATION_KINDS.has(l.relation) || !l.subject.trim() || !l.object.trim())
        .map((l) => `${r.text}: ${JSON.stringify(l)}`),
    );
    expect(malformed).toEqual([]);
  });

  it("never draws a labelled animal or creature of the first set as another one", () => {
    const crossed = first.labelled.flatMap((r) => {
      const creatures = new Set(r.reading.keys.filter((key) => findMotif(key)?.category === "creature").map(motifName));
      return r.verdict.substituted.filter((name) => creatures.has(name)).map((name) => `${r.request.text}: ${name}`);
    });
    expect(crossed).toEqual([]);
  });

  it("never draws a labelled request of the first set as a different subject", () => {
    expect(first.substituted.map((r) => `${r.request.text}: ${r.verdict.substituted.join(", ")}`)).toEqual([]);
  });

  it("draws at least 95% of the first set with nothing left out", () => {
    expect(completeShare(first)).toBeGreaterThanOrEqual(0.95);
  });

  it("does not fall below today's figures on the grown corpus (the floor issue 36's engine work raises)", () => {
    // Measured 2026-11-28 on the corpus grown again (1,269 requests): before the long-tail fixes 77.7%
    // with nothing left out and 37.0% of the requests labelled with relations drawn with every
    // relation as asked; after the fixes (parts, verbs, masses, generic layouts, kinds) 79.7% and 57.2%.
    // Words that only describe another read as such (parts, colours, settings, forms, reasons): 80.1%
    // and 58.0%. With the portrait heads and figures (a woman, a geisha, Jesus, the Virgin, a saint, the
    // Buddha seated and his head, a cowboy, a cowgirl, a sailor girl, a hula girl, Odin, Poseidon, Zeus)
    // 84.1% and 63.8%; with through and pierced-by laid out and relations read by kind ("with a skull
    // inside", "a banner between them", "with wings", "a border of pines") and two things on or in one
    // shared out ("a heart and a feather on a scale") alone 80.2% and 66.3%; kinds drawn as themselves
    // (a kitsune, a hamsa, a forest with a wolf) alone 80.6% and 60.9%, and 8 labelled requests drawn as
    // the plain class of the kind (was 30). All three together: 84.6% and 74.9%, 8 as the plain class.
    // With the foo dog, the crane, the chrysalis, the snow globe, the pearl and the atlas's things
    // reached by name (a nest, a fan, a box, a storm, a whirlpool, a staff, a hoard, a longhorn, a
    // yeti): 86.3% and 78.2%, 4 as the plain class.
    // Every relation of a scene drawn and checked, not only the leading one (a thing below a crowned
    // head, a second thing held, a moon over a rider): 75.3% by that alone; with relations read by kind
    // through what is worn, ridden or held ("in the other", "with a scythe", "before"): 79.0%; a sign with an
    // object on its face ("a hamsa with an evil eye") and things listed after "decorated with": 81.5%;
    // riding into a place or the sky (it is behind the rider, a horse when no mount is named): 81.9%;
    // a sign named right before an object set in it ("a yin yang dream catcher"): 82.3%.
    // A fourth subject the classic layout does not draw is now said to be drawn without (three requests
    // were counted as complete though one was dropped silently): 84.4% with nothing left out.
    // With Western angels, heroes and costume (an angel, Saint Michael, a fallen angel, a valkyrie,
    // Athena, Joan of Arc, Perseus, a Greek warrior, a gladiator, a jester, a leprechaun, a mime, a
    // sailor, a plain man, a child, a little girl) and what a figure carries held ("a valkyrie with a
    // spear"): 86.5% and 79.4%.
    // With Ganesha, Shiva and Nataraja, the trishul, the damaru, the pharaoh, Isis and Ma'at: 85.8% and
    // 76.5% alone. Misread senses dropped (a monster is no fetus, "royal" no stag, light's rays no
    // manta, a crown of flowers no royal crown): 84.9% and 75.3% alone. The five together
    // (2026-11-28): 89.3% and 91.8%, 4 as the plain class, 3 as a different subject.
    // With four subjects in the classic layout and placements said of the body in more ways: 89.7%.
    // Five branches by kind (2026-11-29: settings and weather, animals and plants by species, made and
    // worn things, figures and gods, symbols and manner words) and parts read however they are said
    // ("the lid of a jar", "a skull's eye sockets"), merged: 96.3% and 95.1%, 1 as the plain class, none
    // as a different subject.
    // Manner words read as manner (directions, styles, colours, languages, aesthetics), lettering named
    // as such (a psalm verse), still water, the sea and dots drawn as the scene's setting, a pier and an
    // owl's prey drawn (2026-11-29): 98.3% and 95.1%. A relation a subject's own drawing shows (Christ's
    // halo behind his head, Shiva's moon in his hair, a cowgirl's hat, a rabbit in its puddle's ripples,
    // the one drawing of a sunrise over mountains) counted as drawn: 98.0%. The words saying which skyline,
    // map or flag, Poe's bust of Pallas and Saint Francis of Assisi: 98.5% with nothing left out.
    // The bar is 97% and 90%.
    expect(completeShare(grown)).toBeGreaterThanOrEqual(0.98);
    expect(relationShare(grown)).toBeGreaterThanOrEqual(0.975);
    expect(grown.plain.length).toBeLessThanOrEqual(1);
  });

  it("draws no more labelled requests of the grown corpus as a different subject (the issue's bar is none)", () => {
    // 47 before words that only describe another were read as such, 8 after (2026-11-28; seven labels
    // completed with what the request names: rocks, fish, the desert, the water, sea creatures, a
    // forest); what is left is mostly a figure or a specific kind nothing draws yet. 3 after the
    // misread senses went and Saint Michael was drawn as himself (an Aztec warrior drawn as its jaguar
    // skin, the twin towers as a clock tower, Hugin and Munin as Odin).
    const substituted = grown.substituted.map((r) => `${r.request.text}: ${r.verdict.substituted.join(", ")}`);
    // None since the Aztec warriors, the Twin Towers and Odin's ravens were drawn as themselves (2026-11-29).
    expect(substituted.length, substituted.join("\n")).toBe(0);
  });
});
