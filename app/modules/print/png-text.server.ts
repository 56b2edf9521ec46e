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
    // ASCII text goes in tEXt, which every reader shows; anything else in iTXt (UTF-8).
    const ascii = /^[\x20-\x7e\n]*$/.test(text);
    const key = Buffer.from(keyword.slice(0, 79), "latin1");
    const data = ascii
      ? Buffer.concat([key, Buffer.from([0]), Buffer.from(text, "latin1")])
      : Buffer.concat([
          key,
          Buffer.from([0, 0, 0, 0, 0]),
          Buffer.from(text.replace(/[\u0000-\u0009\u000b-\u001f]/g, ""), "utf8"),
        ]);
    const type = Buffer.from(ascii ? "tEXt" : "iTXt", "latin1");
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0);
    return Buffer.concat([length, type, data, crc]);
  });
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
}

/** The tEXt and iTXt entries of a PNG (for tests and tools). */
export function readPngText(png: Buffer): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    if (type === "tEXt") {
      const data = png.subarray(offset + 8, offset + 8 + length);
      const zero = data.indexOf(0);
      entries[data.toString("latin1", 0, zero)] = data.toString("latin1", zero + 1);
    }
    if (type === "iTXt") {
      // keyword \0 flag method language \0 translated keyword \0 text (uncompressed only)
      const data = png.subarray(offset + 8, offset + 8 + length);
      const zero = data.indexOf(0);
      const language = data.indexOf(0, zero + 3);
      const translated = data.indexOf(0, language + 1);
      if (data[zero + 1] === 0) entries[data.toString("latin1", 0, zero)] = data.toString("utf8", translated + 1);
    }
    if (type === "IEND") break;
    offset += 12 + length;
  }
  return entries;
}
