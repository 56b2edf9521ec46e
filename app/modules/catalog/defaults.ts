/**
 * The built-in catalogue of spec §9: the ten default styles (ids start with "base-") and
 * the five default popular ideas. The seed writes them; plans and the engine refer to
 * the style names.
 */
export const DEFAULT_STYLES = [
  { id: "base-traditional", name: "Traditional" },
  { id: "base-realistic", name: "Realistic" },
  { id: "base-minimalist", name: "Minimalist" },
  { id: "base-geometric", name: "Geometric" },
  { id: "base-watercolor", name: "Watercolor" },
  { id: "base-blackwork", name: "Blackwork" },
  { id: "base-tribal", name: "Tribal" },
  { id: "base-neo-traditional", name: "Neo-traditional" },
  { id: "base-japanese", name: "Japanese" },
  { id: "base-dotwork", name: "Dotwork" },
] as const;

export type DefaultStyleName = (typeof DEFAULT_STYLES)[number]["name"];

export const BUILT_IN_STYLE_PREFIX = "base-";

export const DEFAULT_IDEAS = [
  { id: "base-idea-celtic-knot", text: "Celtic knot" },
  { id: "base-idea-rose-with-thorns", text: "Rose with thorns" },
  { id: "base-idea-phoenix-rising", text: "Phoenix rising" },
  { id: "base-idea-mandala-design", text: "Mandala design" },
  { id: "base-idea-mountain-landscape", text: "Mountain landscape" },
] as const;

/** The key that makes "Rose  with Thorns" and "rose with thorns" the same entry. */
export function normalizeCatalogText(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}
