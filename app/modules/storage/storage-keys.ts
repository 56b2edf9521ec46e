/** Storage keys: relative, lower-case-safe paths with a known extension (never "..", never absolute). */
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(png|jpg|svg|pdf|webp|avif|json)$/i;

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  webp: "image/webp",
  avif: "image/avif",
  // Measurements kept with a design's renders (the ageing analysis, issue 38).
  json: "application/json",
};

export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..") && !key.includes("//");
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";
}
