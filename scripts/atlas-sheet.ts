/**
 * Contact sheet of the motif atlas (issue 24): the atlas motif each common tattoo subject resolves
 * to, as plain black silhouettes (coloured sets: every region black, the boundaries between regions
 * cut in white, as flash would draw them), labelled with the subject and the set:
 *   npx tsx scripts/atlas-sheet.ts [subject...]   -> tmp/atlas-sheet.png
 */
import { mkdir } from "node:fs/promises";
import sharp, { type OverlayOptions } from "sharp";
import { loadAtlasMotif } from "~/modules/flash-engine/atlas/atlas.server";
import { warpOutline } from "~/modules/flash-engine/lettering";
import { typeset } from "~/modules/flash-engine/lettering.server";
import { readSubjects } from "~/modules/flash-engine/lexicon/lexicon.server";

/** Subjects common requests name that the atlas draws (the hand-drawn motifs have their own sheet). */
const SUBJECTS = `whale|dolphin|shark|sea turtle|jellyfish|octopus|crab|seahorse|scorpion|spider|dragonfly|beetle|
  raven|crow|hummingbird|dove|sparrow|peacock|hawk|parrot|flamingo|penguin|elephant|bear|dog|labrador retriever|rabbit|
  deer|bull|ram|goat|monkey|gorilla|bat|frog|lizard|turtle|snail|mermaid|grim reaper|fairy|centaur|oni mask|samurai|
  angel wings|paw print|treble clef|music notes|guitar|violin|drum|cactus|pine tree|palm tree|lotus flower|tulip|
  four leaf clover|hot air balloon|bicycle|skull and crossbones|katana|sword|axe|bow and arrow|scythe|cross|ankh|
  yin yang|infinity symbol|rosary|tarot card|ace of spades|dice|padlock|pocket watch|map|rope|flame|lightning bolt|
  cloud|snowflake|castle|pyramid|bottle`
  .split("|")
  .map((s) => s.trim())
  .filter(Boolean);

const CELL = 170;
const LABEL = 34;
const COLUMNS = 10;

/** A label as outlined lettering (no system fonts needed). */
function label(text: string, width: number, height: number, fontSize: number): Buffer {
  const outline = typeset(text, "kaushan-script", fontSize);
  const scale = Math.min(1, (width - 8) / Math.max(1, outline.width));
  const x0 = (width - outline.width * scale) / 2;
  const baseline = height / 2 + (outline.capHeight * scale) / 2;
  const d = warpOutline(outline, (x, y) => [x0 + x * scale, baseline + y * scale]);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="#222"/></svg>`,
  );
}

/** The motif in black: one-colour sets as drawn, coloured sets with every region black and cut apart in white. */
function silhouette(id: string, size: number): Buffer {
  const motif = loadAtlasMotif(id);
  const [x, y, w, h] = motif.viewBox;
  const cut = Math.max(w, h) * 0.012;
  const body = motif.coloured
    ? `<g stroke="#fff" stroke-width="${cut}">${motif.body.replace(/\s(stroke|stroke-width)="[^"]*"/g, "").replace(/fill="(?!none)[^"]*"/g, 'fill="#000"')}</g>`
    : motif.body;
  const pad = Math.max(w, h) * 0.06;
  const side = Math.max(w, h) + 2 * pad;
  const vb = `${x - (side - w) / 2} ${y - (side - h) / 2} ${side} ${side}`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${vb}" color="#000">${body}</svg>`,
  );
}

async function main() {
  const subjects = process.argv.length > 2 ? process.argv.slice(2) : SUBJECTS;
  const cells = subjects.flatMap((subject) => {
    const atlas = readSubjects(subject).subjects.find((s) => s.subject.kind === "atlas");
    return atlas?.subject.kind === "atlas" ? [{ subject, id: atlas.subject.id }] : [];
  });
  const rows = Math.ceil(cells.length / COLUMNS);
  const width = COLUMNS * CELL;
  const height = rows * (CELL + LABEL);
  const tiles: OverlayOptions[] = [];
  for (const [i, cell] of cells.entries()) {
    const left = (i % COLUMNS) * CELL;
    const top = Math.floor(i / COLUMNS) * (CELL + LABEL);
    tiles.push({
      input: await sharp(silhouette(cell.id, CELL - 20))
        .png()
        .toBuffer(),
      left: left + 10,
      top: top + 6,
    });
    tiles.push({
      input: label(`${cell.subject} · ${cell.id.split(":")[0]}`, CELL, LABEL, 15),
      left,
      top: top + CELL - 6,
    });
  }
  await mkdir("tmp", { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite(tiles)
    .png()
    .toFile("tmp/atlas-sheet.png");
  console.log(
    `tmp/atlas-sheet.png: ${cells.length} motifs (${subjects.length - cells.length} subjects drawn by hand or not at all)`,
  );
}

await main();
