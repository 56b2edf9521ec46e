/**
 * The one rule for text that comes from a client (bodies, route params, query strings):
 * no control characters but tab, newline and carriage return (PostgreSQL refuses NUL, and
 * the others only hide text), and Unicode in NFC so the same word is the same string
 * whichever keyboard typed it. Lengths are then counted in characters (code points).
 */
// C0 controls except \t \n \r, DEL, and the C1 controls.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

export class ClientInputError extends Error {}

/** The value with every string NFC-normalised; throws ClientInputError on a control character (in keys too). */
export function cleanClientValue(value: unknown, depth = 0): unknown {
  if (depth > 32) throw new ClientInputError("too deep");
  if (typeof value === "string") {
    if (hasControlCharacters(value)) throw new ClientInputError("control characters");
    return value.normalize("NFC");
  }
  if (Array.isArray(value)) return value.map((item) => cleanClientValue(item, depth + 1));
  if (value !== null && typeof value === "object") {
    const clean: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // An own property even for "__proto__" (JSON.parse makes it one): plain assignment would
      // swap the object's prototype for the client's value instead.
      Object.defineProperty(clean, cleanClientValue(key, depth + 1) as string, {
        value: cleanClientValue(item, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return clean;
  }
  return value;
}

/** Length in characters (a code point each), not UTF-16 units: "🌹" is one. */
export function characterLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * A Content-Disposition value that survives any file name (RFC 6266): an ASCII fallback
 * for old clients, and the real name as UTF-8 in `filename*`.
 */
export function contentDisposition(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  const fallback = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
