import { crc32 } from "node:zlib";

/**
 * Adds tEXt chunks (keyword + Latin-1 text, as the PNG specification defines them) right
 * after the header chunk: the licence travels inside the downloaded file.
 */
export function addPngText(png: Buffer, entries: Record<string, string>): Buffer {
  const signature = 8;
  const headerLength = png.readUInt32BE(signature);
  const afterHeader = signature + 12 + headerLength; // length + type + data + crc
  const chunks = Object.entries(entries).map(([keyword, text]) => {
    const data = Buffer.concat([
      Buffer.from(keyword.slice(0, 79), "latin1"),
      Buffer.from([0]),
      Buffer.from(text.replace(/[^\x20-\x7e\n]/g, "?"), "latin1"),
    ]);
    const type = Buffer.from("tEXt", "latin1");
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0);
    return Buffer.concat([length, type, data, crc]);
  });
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
}

/** The tEXt entries of a PNG (for tests and tools). */
export function readPngText(png: Buffer): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    if (type === "tEXt") {
      const data = png.subarray(offset + 8, offset + 8 + length);
      const zero = data.indexOf(0);
      entries[data.toString("latin1", 0, zero)] = data.toString("latin1", zero + 1);
    }
    if (type === "IEND") break;
    offset += 12 + length;
  }
  return entries;
}
