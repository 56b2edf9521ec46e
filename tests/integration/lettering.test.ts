import { describe, expect, it } from "vitest";
import { generatorFieldMessages } from "~/modules/generation/generate-options";
import { readStoredLettering } from "~/modules/generation/lettering-designs.server";
import { PREVIEW_CHARACTERS, type LetteringProof } from "~/modules/lettering/lettering-proof";
import { action as homeAction } from "~/routes/_index";
import { action as generate } from "~/routes/api.generate";
import { loader as letteringApi } from "~/routes/api.lettering";
import { loader as generationPage } from "~/routes/generations.$id";
import { loader as fontPreview } from "~/routes/lettering.fonts.$font[.svg]";
import { prisma } from "~/utils/db.server";
import { letteringMessages } from "~/utils/messages/lettering";
import { APP_ORIGIN, call, callPage, get, postJson, signedInCookie } from "../support/users";

/**
 * The lettering studio's routes (issue 37) against PostgreSQL and the engine: the proof of the
 * exact characters (GET /api/lettering), the font previews, and generating with lettering through
 * POST /api/generate and the plain form, whose inked words are the confirmed ones.
 */

/** Each test asks from its own address: the lettering limit counts per address (and per account). */
let nextAddress = 10;
const address = () => `198.51.100.${nextAddress++}`;

const proof = (query: Record<string, string>, clientIp = address()) =>
  callPage(letteringApi, get(`/api/lettering?${new URLSearchParams(query)}`), { clientIp });

describe("GET /api/lettering", () => {
  it("answers the exact characters, their script, font, layout and legibility; null without lettering", async () => {
    const anna = await proof({ description: 'a rose with "Anna"', font: "great-vibes", layout: "arc-up" });
    expect(anna.status).toBe(200);
    expect(anna.headers.get("Cache-Control")).toBe("no-store");
    const lettering = (anna.data as { lettering: LetteringProof }).lettering;
    expect(lettering).toMatchObject({
      lines: ["Anna"],
      confirmation: "Anna",
      scripts: ["Latin"],
      fonts: [{ id: "great-vibes", name: "Great Vibes" }],
      substituted: false,
      layout: "Arc up",
      uncovered: [],
    });
    expect(lettering.legibility?.sizeCm).toBeGreaterThan(0);

    const date = await proof({ description: "12.05.2019 in Roman numerals", only: "1", font: "cinzel" });
    expect((date.data as { lettering: LetteringProof }).lettering).toMatchObject({
      lines: ["XII·V·MMXIX"],
      readings: [{ from: "12.05.2019", to: "XII·V·MMXIX" }],
    });

    // Hebrew keeps its logical order in the characters confirmed (the engine draws it right to left).
    const hebrew = await proof({ description: "a small word", text: "אהבה" });
    expect((hebrew.data as { lettering: LetteringProof }).lettering).toMatchObject({
      lines: ["אהבה"],
      scripts: ["Hebrew"],
    });

    const none = await proof({ description: "a koi fish" });
    expect(none.status).toBe(200);
    expect(none.data).toEqual({ lettering: null });
  });

  it("marks a wrong field where the form shows it, and names the limit once it is reached", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ font: "comic-sans" }, "letteringFont", letteringMessages.unknownFont],
      [{ layout: "zigzag" }, "letteringLayout", letteringMessages.unknownLayout],
      [{ text: "one\ntwo\nthree\nfour" }, "letteringText", letteringMessages.tooManyLines],
      [{ text: "x".repeat(41) }, "letteringText", letteringMessages.lineTooLong],
      [{ text: "a\u0007b" }, "letteringText", letteringMessages.invalidCharacters],
      [{ description: "d".repeat(1001) }, "description", generatorFieldMessages.descriptionTooLong],
    ];
    for (const [query, field, message] of cases) {
      const refused = await proof({ description: "a word", ...query });
      expect(refused.status, field).toBe(400);
      expect(refused.data, field).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }

    // The limit is checked first, so refusals count: 120 a minute per address.
    const clientIp = address();
    for (let i = 0; i < 120; i++) expect((await proof({ font: "comic-sans" }, clientIp)).status).toBe(400);
    const limited = await proof({ description: 'a rose with "Anna"' }, clientIp);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((limited.data as { message: string }).message).toMatch(/lettering/i);
  });
});

describe("GET /lettering/fonts/{font}.svg", () => {
  const preview = (font: string, text: string) =>
    call(fontPreview, get(`/lettering/fonts/${font}.svg?text=${encodeURIComponent(text)}`), { font });

  it("draws the person's words in the font as outlines, in a locked-down SVG; 404 for a font not in the library", async () => {
    const answer = await preview("unifrakturmaguntia", "Anna");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("Content-Security-Policy")).toBe("default-src 'none'");
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+"/);
    expect(svg).toMatch(/<path d="M[^"]+" fill="#1c1917"\/><\/svg>$/);
    expect(svg).not.toContain("Anna"); // outlines, not text

    const missing = await preview("comic-sans", "Anna");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: letteringMessages.noSuchFont });
  });

  it("costs one short line at most, however much is sent", async () => {
    const line = "Forever in my heart, always and ever, my".slice(0, PREVIEW_CHARACTERS);
    const long = await (await preview("cinzel", `${line}${"x".repeat(5000)}\nsecond line`)).text();
    expect(long).toBe(await (await preview("cinzel", line)).text());
  });
});

describe("generating with lettering", () => {
  it("inks through POST /api/generate exactly the words sent, in the chosen font; refuses a word no font has, spending nothing", async () => {
    const { user, cookie } = await signedInCookie("pro");
    const answer = await call(
      generate,
      postJson(
        "/api/generate",
        { description: "a swallow", lettering: { text: "Σοφία\nМария", font: "marck-script", layout: "banner" } },
        cookie,
      ),
    );
    expect(answer.status).toBe(200);
    const designs = await prisma.design.findMany({ where: { userId: user.id } });
    expect(designs.length).toBeGreaterThan(0);
    for (const design of designs) {
      const stored = readStoredLettering(design.lettering)!;
      expect(stored.choice).toEqual({ text: "Σοφία\nМария", font: "marck-script", layout: "banner" });
      expect(stored.inked?.lines).toEqual(["Σοφία", "Мария"]);
      // Greek is set in the library's Greek font; Cyrillic in the chosen script font.
      expect(stored.inked?.fonts).toEqual(expect.arrayContaining(["marck-script"]));
    }

    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const refused = await call(
      generate,
      postJson("/api/generate", { description: "a swallow", lettering: { text: "love \u{1F600}" } }, cookie),
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fieldErrors: { letteringText: [letteringMessages.noFont("\u{1F600}")] },
    });
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(designs.length);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.generationsUsedToday).toBe(before.generationsUsedToday);
  });

  it("without JavaScript, shows the characters to confirm first, then inks exactly those", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const post = (fields: Record<string, string>) =>
      callPage(
        homeAction,
        new Request(`${APP_ORIGIN}/?index`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
          body: new URLSearchParams({
            intent: "generate",
            description: "12.05.2019 in Roman numerals",
            styles: "Blackwork",
            letteringFont: "cinzel",
            letteringOnly: "on",
            ...fields,
          }).toString(),
        }),
        { clientIp: address() },
      );

    const first = await post({});
    expect(first.status).toBe(400);
    const reply = first.data as { message: string; lettering: LetteringProof; values: Record<string, string> };
    expect(reply.message).toBe(letteringMessages.confirmRequired);
    expect(reply.lettering.confirmation).toBe("XII·V·MMXIX");
    // What was chosen comes back with it, for the page to keep.
    expect(reply.values).toMatchObject({ styles: "Blackwork", letteringFont: "cinzel", letteringOnly: "on" });

    const changed = await post({ letteringConfirm: "XII·V·MMXX" });
    expect(changed.status).toBe(400);
    expect((changed.data as { message: string }).message).toBe(letteringMessages.changedSinceConfirmed);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(0);

    const confirmed = await post({ letteringConfirm: reply.lettering.confirmation });
    expect(confirmed.status).toBe(302);
    const page = confirmed.location!;
    const done = await call(generationPage, get(page, cookie), { id: page.split("/").at(-1)! });
    expect(done.status).toBe(302);
    const designs = await prisma.design.findMany({ where: { userId: user.id } });
    expect(designs.length).toBeGreaterThan(0);
    for (const design of designs) {
      const stored = readStoredLettering(design.lettering)!;
      expect(stored.choice).toMatchObject({ text: "XII·V·MMXIX", font: "cinzel", only: true });
      expect(stored.inked?.lines).toEqual(["XII·V·MMXIX"]);
    }
  });

  it("refuses a description that asks for words without giving them, on the description, spending nothing", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const message = letteringMessages.wordsNotGiven("initials");

    const asked = await proof({ description: "my kids' initials" });
    expect(asked.status).toBe(400);
    expect(asked.data).toMatchObject({ message, fieldErrors: { description: [message] } });

    const api = await call(generate, postJson("/api/generate", { description: "my kids' initials" }, cookie));
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ fieldErrors: { description: [message] } });

    const form = await callPage(
      homeAction,
      new Request(`${APP_ORIGIN}/?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
        body: new URLSearchParams({ intent: "generate", description: "a date in roman numerals" }).toString(),
      }),
      { clientIp: address() },
    );
    expect(form.status).toBe(400);
    const date = letteringMessages.wordsNotGiven("date");
    expect(form.data).toMatchObject({ fieldErrors: { description: date } });

    // Nothing was made or counted; given the words, or with something to draw, it generates.
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday).toBe(0);
    const withWords = await call(
      generate,
      postJson("/api/generate", { description: "my kids' initials", lettering: { text: "A.J.M." } }, cookie),
    );
    expect(withWords.status).toBe(200);
  });
});
