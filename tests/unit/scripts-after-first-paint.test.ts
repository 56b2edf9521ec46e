import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "~/utils/scripts-after-first-paint.server";

/** A document as React Router's <Scripts> writes it (React 18's serialisation), with text around. */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Inkwell — tattoo ✒️ 𝄞</title></head>',
  '<body><main><p>Describe your tattoo: "rel=&quot;modulepreload&quot;" stays text</p></main>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n0"/>',
  '<script nonce="n0">window.__reactRouterContext = {"a":"\\u003c/body\\u003e"};</script>',
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root.js";',
  'import("/assets/entry.client.js");</script></body></html>',
].join("");

async function rewrite(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterFirstPaint("n0"))) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("the app's scripts after the first paint", () => {
  it("writes the preloads and the module script inert, and the script that starts them once, before </body>", async () => {
    const html = await rewrite([Buffer.from(DOCUMENT)]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<link rel="inkwell-modulepreload"/g)).toHaveLength(2);
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain('<script nonce="n0" type="inkwell/module" async="">import * as route0');
    expect(html.match(/document\.currentScript\.remove\(\)/g)).toHaveLength(1);
    expect(html).toMatch(
      /<script nonce="n0">\(\(\)=>\{document\.currentScript\.remove\(\).*<\/script><\/body><\/html>$/,
    );
    // Everything else is as it was: the page's text, the data, the characters outside ASCII.
    expect(html).toContain('"rel=&quot;modulepreload&quot;" stays text');
    expect(html).toContain("Inkwell — tattoo ✒️ 𝄞");
  });

  it("gives the same document however the stream is cut, even inside a marker or a character", async () => {
    const whole = await rewrite([Buffer.from(DOCUMENT)]);
    const bytes = Buffer.from(DOCUMENT);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }),
        async (cuts) => {
          const at = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = at.slice(1).map((end, index) => bytes.subarray(at[index], end));
          expect(await rewrite(chunks)).toBe(whole);
        },
      ),
      { numRuns: 300 },
    );
  });
});
