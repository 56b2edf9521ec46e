import { beforeAll, describe, expect, it } from "vitest";
import { parsePlacement, placementLabel } from "~/modules/share/placements";
import { parseShareInput } from "~/modules/share/share-input.server";
import {
  hashShareToken,
  isShareTokenShaped,
  newShareToken,
  openShareToken,
  sealShareToken,
} from "~/modules/share/share-token.server";
import { isCountedView } from "~/modules/share/share-views.server";
import { resetEnvCache } from "~/utils/env.server";
import { isHttpError } from "~/utils/http-error";

const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
const request = (headers: Record<string, string>, method = "GET") =>
  new Request("http://localhost/s/x", { method, headers });

describe("share form input", () => {
  it("reads placements from try-on links and forms, whatever their spelling", () => {
    expect(parsePlacement("forearm")).toBe("forearm");
    expect(parsePlacement("Upper arm")).toBe("upper-arm");
    expect(parsePlacement("upper_arm")).toBe("upper-arm");
    expect(parsePlacement("elbow")).toBeNull();
    expect(parsePlacement(null)).toBeNull();
    expect(placementLabel("upper-arm")).toBe("Upper arm");
  });

  it("trims text, turns empty fields into none, and refuses what does not fit", () => {
    expect(
      parseShareInput({ notes: "  black only \r\n budget 200  ", placement: "calf", displayName: " Robin " }),
    ).toEqual({
      notes: "black only \n budget 200",
      placement: "calf",
      displayName: "Robin",
      expiresAt: null,
    });
    expect(parseShareInput({ notes: "", placement: "", displayName: "   " })).toEqual({
      notes: null,
      placement: null,
      displayName: null,
      expiresAt: null,
    });
    expect(parseShareInput({})).toEqual({ notes: null, placement: null, displayName: null, expiresAt: null });
    expect(parseShareInput({ notes: "é".repeat(1000) }).notes).toHaveLength(1000);
    const refusal = (fields: Record<string, unknown>) => {
      try {
        parseShareInput(fields);
      } catch (error) {
        return isHttpError(error)
          ? { status: error.status, message: error.message, fieldErrors: error.fieldErrors }
          : error;
      }
      return null;
    };
    expect(refusal({ notes: "x".repeat(1001), placement: "knee", displayName: "https://spam.example" })).toEqual({
      status: 400,
      message: "Notes can be up to 1,000 characters.",
      fieldErrors: {
        notes: ["Notes can be up to 1,000 characters."],
        placement: ["Choose a placement from the list."],
        displayName: ["A first name is up to 40 letters, without links or symbols."],
      },
    });
    expect(refusal({ displayName: "Anne-Sophie O'Neil" })).toBeNull();
    expect(refusal({ displayName: "Zoë" })).toBeNull();
    expect(refusal({ displayName: "x".repeat(41) })).toMatchObject({ status: 400 });
    // Not strings (a JSON body): ignored as absent rather than crashing.
    expect(refusal({ notes: 42, placement: ["forearm"] })).toBeNull();
  });
});

describe("share tokens", () => {
  beforeAll(() => {
    process.env.SESSION_SECRET = "unit-test-session-secret-0123456789abcdef";
    resetEnvCache();
  });

  it("are 43 base64url characters of 32 random bytes, never repeated", () => {
    const tokens = Array.from({ length: 200 }, newShareToken);
    expect(new Set(tokens).size).toBe(200);
    for (const token of tokens) {
      expect(isShareTokenShaped(token)).toBe(true);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(isShareTokenShaped("short")).toBe(false);
    expect(isShareTokenShaped(`${tokens[0]}=`)).toBe(false);
    expect(isShareTokenShaped(undefined)).toBe(false);
  });

  it("are stored as a hash and a sealed copy that only this secret opens", () => {
    const token = newShareToken();
    expect(hashShareToken(token)).toHaveLength(43);
    expect(hashShareToken(token)).not.toContain(token);
    const sealed = sealShareToken(token);
    expect(sealed).not.toContain(token);
    expect(sealShareToken(token)).not.toBe(sealed); // a fresh IV each time
    expect(openShareToken(sealed)).toBe(token);
    expect(openShareToken(`${sealed.slice(0, -2)}AA`)).toBeNull();
    process.env.SESSION_SECRET = "another-session-secret-0123456789abcdefgh";
    resetEnvCache();
    expect(openShareToken(sealed)).toBeNull();
  });
});

describe("counting views", () => {
  const share = { userId: "owner" };
  it("counts people's browsers, not the owner, bots, link previews or prefetches", () => {
    expect(isCountedView(request({ "User-Agent": SAFARI }), null, share)).toBe(true);
    expect(isCountedView(request({ "User-Agent": SAFARI }), "someone-else", share)).toBe(true);
    expect(isCountedView(request({ "User-Agent": SAFARI }), "owner", share)).toBe(false);
    expect(isCountedView(request({ "User-Agent": SAFARI }, "HEAD"), null, share)).toBe(false);
    expect(isCountedView(request({}), null, share)).toBe(false);
    for (const bot of [
      "WhatsApp/2.23.20.0",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Twitterbot/1.0",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
    ]) {
      expect(isCountedView(request({ "User-Agent": bot }), null, share), bot).toBe(false);
    }
    expect(isCountedView(request({ "User-Agent": SAFARI, "Sec-Purpose": "prefetch;prerender" }), null, share)).toBe(
      false,
    );
    expect(isCountedView(request({ "User-Agent": SAFARI, Purpose: "prefetch" }), null, share)).toBe(false);
  });
});
