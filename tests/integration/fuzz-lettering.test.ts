import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FONT_LIBRARY } from "~/modules/flash-engine/lettering/font-library";
import { LETTERING_LAYOUTS, typedLines } from "~/modules/flash-engine/lettering/lettering-choice";
import { readStoredLettering } from "~/modules/generation/lettering-designs.server";
import type { LetteringProof } from "~/modules/lettering/lettering-proof";
import { action as homeAction } from "~/routes/_index";
import { action as generate } from "~/routes/api.generate";
import { loader as letteringApi } from "~/routes/api.lettering";
import { loader as generationPage } from "~/routes/generations.$id";
import { prisma } from "~/utils/db.server";
import type { RunningApp } from "../support/app-server";
import { APP_ORIGIN, call, callPage, get, postJson, signedInCookie } from "../support/users";

const { startAppOnThisDatabase } = await import("../support/built-app");

/**
 * Property-based fuzzing of the lettering inputs (issue 37): GET /api/lettering, and generating
 * with lettering through POST /api/generate (JSON and multipart) and the plain form. No answer is
 * a 5xx; a refusal names a field of the form and writes nothing; what is inked is, character for
 * character, what was sent or confirmed. Then a bounded loopback load of the font previews.
 */

const FONT_IDS = FONT_LIBRARY.map((font) => font.id);
/** Characters of every script the library inks, and some it does not (emoji, controls, marks alone). */
const CHARACTERS = [
  ..."AaZzéÉçñøßŁőÆœ ",
  ..."ΣοφίαΩ",
  ..."МарияЖ",
  ..."אהבהש",
  ..."سلامحب",
  ..."नमस्तेक्ष",
  ..."สวัสดี",
  ..."愛してる永遠",
  ..."사랑해",
  ..."0123456789.-/",
  "\u0301",
  "\u200d",
  "\u{1F600}",
  "\u0007",
  "\n",
  "\r\n",
  "\t",
];
const words = fc.string({ unit: fc.constantFrom(...CHARACTERS), maxLength: 130 });
const text = fc.oneof({ arbitrary: words, weight: 4 }, fc.string({ unit: "binary", maxLength: 60 }), fc.constant(""));
const font = fc.oneof(
  { arbitrary: fc.constantFrom(...FONT_IDS), weight: 4 },
  fc.constantFrom("", "comic-sans", "../cinzel", "CINZEL", "x".repeat(100)),
);
const layout = fc.oneof(
  { arbitrary: fc.constantFrom(...LETTERING_LAYOUTS), weight: 4 },
  fc.constantFrom("", "zigzag", "arc up"),
);
/** Descriptions that do not ask for Roman numerals themselves (that one is its own field). */
const description = fc.constantFrom("a swallow", 'a rose with "Anna"', "", "my grandmother, 1931-2019", "ß");
const LETTERING_FIELD_NAMES = new Set([
  "letteringText",
  "letteringFont",
  "letteringLayout",
  "letteringRoman",
  "letteringOnly",
  "letteringConfirm",
  "description",
  "size",
  "style",
  "complexity",
]);

/** The lines inked for `sent`, as the studio confirms them: lines trimmed, blank ones dropped, NFC. */
const expectedLines = (sent: string) => typedLines(sent).map((line) => line.normalize("NFC"));

let nextAddress = 1;
const address = () => `192.0.2.${nextAddress++ % 250}`;

describe("GET /api/lettering under any input", () => {
  const query = fc.record(
    {
      description,
      text,
      font,
      layout,
      roman: fc.constantFrom("", "1"),
      only: fc.constantFrom("", "1", "yes"),
      // Mostly sizes the form offers, so most answers are proofs to check (a wrong one is refused).
      size: fc.oneof(
        { arbitrary: fc.constantFrom("Small (5-10 cm)", "Large (20+ cm)"), weight: 3 },
        fc.constantFrom("4 cm", "", "x".repeat(70)),
      ),
      complexity: fc.constantFrom("Simple", "Detailed", "Highly Complex", "Extreme"),
    },
    { requiredKeys: [] },
  );

  it("answers the characters as typed or a refusal on a form field, never a 5xx", async () => {
    const seen = { refused: 0, none: 0, checked: 0 };
    await fc.assert(
      fc.asyncProperty(query, async (input) => {
        const asked = `GET /api/lettering ${JSON.stringify(input)}`;
        const answer = await callPage(letteringApi, get(`/api/lettering?${new URLSearchParams(input)}`), {
          clientIp: address(),
        });
        expect([200, 400], asked).toContain(answer.status);
        if (answer.status === 400) {
          const refusal = answer.data as { message: string; fieldErrors: Record<string, string[]> };
          expect(refusal.message, asked).toBeTruthy();
          for (const field of Object.keys(refusal.fieldErrors)) expect(LETTERING_FIELD_NAMES, asked).toContain(field);
          seen.refused++;
          return;
        }
        const { lettering } = answer.data as { lettering: LetteringProof | null };
        if (!input.text?.trim() || input.roman || !lettering) return void seen.none++;
        expect(lettering.lines, asked).toEqual(expectedLines(input.text));
        expect(lettering.confirmation, asked).toBe(lettering.lines.join("\n"));
        for (const { id } of lettering.fonts) expect(FONT_IDS, asked).toContain(id);
        seen.checked++;
      }),
      { numRuns: 40, seed: 20261128, endOnFailure: true },
    );
    console.log(`GET /api/lettering fuzz: ${JSON.stringify(seen)}`);
    expect(seen.checked).toBeGreaterThan(5);
  }, 240_000);
});

describe("generating with lettering under any input", () => {
  const lettering = fc.oneof(
    {
      arbitrary: fc.record(
        { text, font, layout, roman: fc.boolean(), only: fc.boolean() },
        { requiredKeys: ["text"], noNullPrototype: true },
      ),
      weight: 5,
    },
    fc.constantFrom(null, "Anna", 7, [], { text: 5 }, { text: "Anna", color: "red" }, { text: "Anna", roman: "yes" }),
  );
  const generation = fc.record({
    via: fc.constantFrom("json", "multipart", "form"),
    description: description.filter((value) => value !== ""),
    lettering,
  });
  type Generation = typeof generation extends fc.Arbitrary<infer T> ? T : never;

  /** Sends the generation; the plain form confirms what its first answer shows, as a person does. */
  async function send(input: Generation, cookie: string): Promise<{ status: number; sent: unknown }> {
    if (input.via === "json") {
      const answer = await call(generate, postJson("/api/generate", input, cookie));
      return { status: answer.status, sent: input.lettering };
    }
    if (input.via === "multipart") {
      const body = new FormData();
      body.append("description", input.description);
      if (input.lettering !== null) body.append("lettering", JSON.stringify(input.lettering));
      const request = new Request(`${APP_ORIGIN}/api/generate`, {
        method: "POST",
        headers: { Origin: APP_ORIGIN, Cookie: cookie },
        body,
      });
      return { status: (await call(generate, request)).status, sent: input.lettering };
    }
    const choice = (typeof input.lettering === "object" && input.lettering) || {};
    const fields = Object.fromEntries(
      Object.entries(choice).map(([name, value]) => [
        `lettering${name[0].toUpperCase()}${name.slice(1)}`,
        value === true ? "on" : value === false ? "" : String(value),
      ]),
    );
    const post = (extra: Record<string, string>) =>
      callPage(
        homeAction,
        new Request(`${APP_ORIGIN}/?index`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
          body: new URLSearchParams({ intent: "generate", description: input.description, ...fields, ...extra }),
        }),
        { clientIp: address() },
      );
    let answer = await post({});
    const proof = (answer.data as { lettering?: LetteringProof } | null)?.lettering;
    if (answer.status === 400 && proof) answer = await post({ letteringConfirm: proof.confirmation });
    if (answer.status === 302) {
      const page = answer.location!;
      await call(generationPage, get(page, cookie), { id: page.split("/").at(-1)! });
    }
    return { status: answer.status === 302 ? 200 : answer.status, sent: { ...choice, text: proof?.confirmation } };
  }

  it("never answers 5xx; a refusal writes nothing and spends nothing; designs ink the words sent", async () => {
    const { user, cookie } = await signedInCookie("pro");
    const seen = { refused: 0, generated: 0, checked: 0 };
    await fc.assert(
      fc.asyncProperty(generation, async (input) => {
        const asked = `${input.via} ${JSON.stringify(input)}`;
        const [designsBefore, before] = await Promise.all([
          prisma.design.findMany({ where: { userId: user.id }, select: { id: true } }),
          prisma.user.findUniqueOrThrow({ where: { id: user.id } }),
        ]);
        const { status, sent } = await send(input, cookie);
        expect(status, asked).toBeLessThan(500);
        const created = await prisma.design.findMany({
          where: { userId: user.id, id: { notIn: designsBefore.map((design) => design.id) } },
        });
        if (status >= 400) {
          expect(created, asked).toEqual([]);
          const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
          expect(after.generationsUsedToday, asked).toBe(before.generationsUsedToday);
          seen.refused++;
          return;
        }
        seen.generated++;
        const sentText = (sent as { text?: unknown } | null)?.text;
        const roman = (sent as { roman?: unknown } | null)?.roman === true;
        if (typeof sentText !== "string" || !sentText.trim() || (roman && input.via !== "form")) return;
        expect(created.length, asked).toBeGreaterThan(0);
        for (const design of created) {
          expect(readStoredLettering(design.lettering)?.inked?.lines, asked).toEqual(expectedLines(sentText));
        }
        seen.checked++;
      }),
      // Each accepted run draws its designs: few runs, and the pro plan's minute (20) is not reached.
      { numRuns: 18, seed: 20261129, endOnFailure: true },
    );
    console.log(`generation with lettering fuzz: ${JSON.stringify(seen)}`);
    expect(seen.checked).toBeGreaterThan(2);
  }, 300_000);
});

describe("the font previews under load (loopback)", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startAppOnThisDatabase();
  }, 120_000);
  afterAll(() => app?.dispose());

  const SAMPLES = [
    "Anna",
    "Forever in my heart",
    "Σοφία",
    "Мария",
    "אהבה",
    "سلام",
    "नमस्ते",
    "สวัสดี",
    "愛してる",
    "사랑해",
  ];

  /** Sends `count` previews, `concurrency` at a time; answers each one's time in ms. */
  async function previews(count: number, concurrency: number, textOf: (index: number) => string) {
    const times: number[] = new Array(count);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < count; index = next++) {
        const fontId = FONT_IDS[index % FONT_IDS.length];
        const started = performance.now();
        const response = await fetch(
          `${app.url}/lettering/fonts/${fontId}.svg?text=${encodeURIComponent(textOf(index))}`,
        );
        const svg = await response.text();
        times[index] = performance.now() - started;
        expect(response.status, fontId).toBe(200);
        expect(svg, fontId).toMatch(/^<svg .*<\/svg>$/s);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return times;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

  it("answers every preview of every font and script, and a flood of text costs what one line does", async () => {
    const started = performance.now();
    const times = await previews(520, 10, (index) => SAMPLES[index % SAMPLES.length]);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `font previews: ${times.length} in ${seconds.toFixed(1)} s (${(times.length / seconds).toFixed(0)}/s), ` +
        `p50 ${median(times).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms (10 at a time)`,
    );
    // Side by side, interleaved: 40 characters against 40 characters followed by 8,000 more.
    const flood = "x".repeat(8000);
    const mixed = await previews(200, 4, (index) =>
      index % 2 ? `Forever and ever, my love, my heart${flood}` : "Forever and ever, my love, my heart",
    );
    const short = median(mixed.filter((_, index) => index % 2 === 0));
    const long = median(mixed.filter((_, index) => index % 2 === 1));
    console.log(`font previews: 40 characters ${short.toFixed(1)} ms, with 8,000 more ${long.toFixed(1)} ms (medians)`);
    expect(long / short).toBeLessThan(2);
  }, 180_000);
});
