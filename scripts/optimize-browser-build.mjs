// Makes the browser build as small as it can be on the wire, once, at build time:
// 1. terser (safe options) after Vite's own minifier;
// 2. zopfli gzip (gzip-compatible, about 3% smaller than gzip -9), served as-is by
//    server/app.ts, so the server never spends CPU compressing bundles.
// The home page's JavaScript budget is 90 KB gzipped, and React + React Router take ~80 KB.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipAsync } from "@gfx/zopfli";
import { minify } from "terser";

const root = "build/client/assets";
const files = [];
async function walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else if (/\.(js|css|svg|json)$/.test(entry.name)) files.push(full);
  }
}
await walk(root);

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    let content = await readFile(file);
    before += content.length;
    if (file.endsWith(".js")) {
      const result = await minify(content.toString("utf8"), {
        module: true,
        compress: { passes: 2 },
        mangle: true,
        format: { comments: false },
      });
      if (result.code) {
        content = Buffer.from(result.code);
        await writeFile(file, content);
      }
    }
    const compressed = Buffer.from(await gzipAsync(content, { numiterations: 50 }));
    after += compressed.length;
    await writeFile(`${file}.gz`, compressed);
  }),
);
console.log(
  `Optimized ${files.length} browser files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB gzipped`,
);
