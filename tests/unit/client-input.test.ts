import { describe, expect, it } from "vitest";
import {
  characterLength,
  cleanClientValue,
  ClientInputError,
  contentDisposition,
  hasControlCharacters,
} from "~/utils/client-input";

describe("the client-input rule", () => {
  it("refuses control characters but tab, newline and carriage return", () => {
    for (const bad of ["a\u0000b", "\u0007", "x\u001b[31m", "\u007f", "\u0085"])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ["a\tb", "line\nline", "crlf\r\n", "роза", "🌹", "Ünïcödé"])
      expect(hasControlCharacters(good)).toBe(false);
  });

  it("normalises every string to NFC, keys and nested values included", () => {
    expect(cleanClientValue({ "Cafe\u0301": ["Cafe\u0301", { x: "e\u0301" }], n: 3, b: true, z: null })).toEqual({
      Café: ["Café", { x: "é" }],
      n: 3,
      b: true,
      z: null,
    });
    expect(() => cleanClientValue({ a: [{ b: "\u0000" }] })).toThrow(ClientInputError);
    expect(() => cleanClientValue({ "k\u0000": 1 })).toThrow(ClientInputError);
  });

  it("keeps a __proto__ key an own property: the cleaned body's prototype never changes", () => {
    const body = JSON.parse(
      '{"__proto__": {"role": "admin", "subscriptionType": "pro"}, "nested": {"__proto__": {"x": 1}}, "a": 1}',
    );
    const clean = cleanClientValue(body) as Record<string, unknown> & { role?: string; nested: { x?: number } };
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(clean.role).toBeUndefined();
    expect(Object.getPrototypeOf(clean.nested)).toBe(Object.prototype);
    expect(clean.nested.x).toBeUndefined();
    expect(Object.keys(clean)).toEqual(["__proto__", "nested", "a"]);
    expect(({} as { role?: string }).role).toBeUndefined();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(characterLength("🌹🌹")).toBe(2);
    expect(characterLength("роза")).toBe(4);
  });
});

describe("Content-Disposition for any file name (RFC 6266)", () => {
  it("keeps ASCII names as they are", () => {
    expect(contentDisposition("tattoo-design-abc.png")).toBe(
      `attachment; filename="tattoo-design-abc.png"; filename*=UTF-8''tattoo-design-abc.png`,
    );
  });

  it("gives non-Latin names an ASCII fallback and the real name in UTF-8", () => {
    const header = contentDisposition("роза-и-кинжал.png");
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe("роза-и-кинжал.png");
    expect(contentDisposition("café.png")).toContain('filename="cafe.png"');
  });

  it("cannot be broken out of by quotes, backslashes or newlines", () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename="')[1].split('"')[0]).toBe("a_b_c__Set-Cookie: x.png");
  });
});
