/**
 * The browser's list of designs made while signed out (spec §4): ids with timestamps
 * under one key; entries older than 24 hours are dropped. After sign-in the ids are sent
 * to /api/designs/by-ids to restore the designs, then the list is cleared.
 */
export const TEMPORARY_DESIGNS_KEY = "inkwell:temporary-designs";
export const TEMPORARY_DESIGNS_TTL_MS = 24 * 60 * 60 * 1000;

export interface TemporaryDesign {
  id: string;
  timestamp: number;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function readTemporaryDesigns(store: KeyValueStore, now = Date.now()): TemporaryDesign[] {
  let entries: TemporaryDesign[] = [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(TEMPORARY_DESIGNS_KEY) ?? "[]");
    if (Array.isArray(parsed)) {
      entries = parsed.filter(
        (entry): entry is TemporaryDesign => typeof entry?.id === "string" && typeof entry?.timestamp === "number",
      );
    }
  } catch {
    entries = [];
  }
  const fresh = entries.filter((entry) => now - entry.timestamp < TEMPORARY_DESIGNS_TTL_MS);
  if (fresh.length !== entries.length) writeTemporaryDesigns(store, fresh);
  return fresh;
}

export function addTemporaryDesigns(store: KeyValueStore, ids: string[], now = Date.now()) {
  const existing = readTemporaryDesigns(store, now).filter((entry) => !ids.includes(entry.id));
  writeTemporaryDesigns(store, [...ids.map((id) => ({ id, timestamp: now })), ...existing]);
}

export function clearTemporaryDesigns(store: KeyValueStore) {
  store.removeItem(TEMPORARY_DESIGNS_KEY);
}

function writeTemporaryDesigns(store: KeyValueStore, entries: TemporaryDesign[]) {
  try {
    store.setItem(TEMPORARY_DESIGNS_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the designs stay on the server either way.
  }
}
