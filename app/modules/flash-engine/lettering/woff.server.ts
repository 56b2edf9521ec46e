/**
 * WOFF (1.0) to the plain OpenType/TrueType layout HarfBuzz reads: the same tables, each
 * inflated when it was stored compressed. The @fontsource packages ship .woff and .woff2;
 * WOFF is zlib per table (a few lines with node:zlib), WOFF2 would need a Brotli decoder and
 * glyf/loca reconstruction, so the engine reads the .woff files.
 * Format: https://www.w3.org/TR/WOFF/ (header 44 bytes, table directory of 20-byte entries).
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

export function isWoff(data: Uint8Array): boolean {
  return (
    data.length >= 44 && new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0) === WOFF_SIGNATURE
  );
}

/** The sfnt bytes of a WOFF file; an sfnt is answered as it is. Throws on a malformed file. */
export function woffToSfnt(data: Uint8Array): Uint8Array {
  if (!isWoff(data)) return data;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: Array<{ tag: number; checksum: number; bytes: Uint8Array }> = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = view.getUint32(entry);
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const checksum = view.getUint32(entry + 16);
    if (offset + compLength > data.length) throw new Error("WOFF table runs past the end of the file");
    const stored = data.subarray(offset, offset + compLength);
    const bytes = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (bytes.length !== origLength) throw new Error("WOFF table has the wrong length once inflated");
    tables.push({ tag, checksum, bytes });
  }
  // The sfnt: offset table, directory (sorted by tag), then each table padded to 4 bytes.
  tables.sort((a, b) => a.tag - b.tag);
  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((sum, t) => sum + ((t.bytes.length + 3) & ~3), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  let power = 1;
  let log2 = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log2++;
  }
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, log2);
  outView.setUint16(10, numTables * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    outView.setUint32(entry, table.tag);
    outView.setUint32(entry + 4, table.checksum);
    outView.setUint32(entry + 8, offset);
    outView.setUint32(entry + 12, table.bytes.length);
    out.set(table.bytes, offset);
    offset += (table.bytes.length + 3) & ~3;
  });
  return out;
}
