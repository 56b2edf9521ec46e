/**
 * The Design of spec §3 as the API and the pages see it. Images are served by the app
 * (see routes/designs.$id.image[.png].ts), never from the storage's own location.
 */
export interface PublicDesign {
  id: string;
  imageUrl: string;
  description: string;
  style: string;
  size: string;
  complexity: string;
  tags: string[];
  hasWatermark: boolean;
  resolution: string;
  createdAt: string;
  customizedFromId: string | null;
  /** Whether the design has a vector source (embedded engine) for SVG downloads and stencils. */
  hasVector: boolean;
  /** Words the embedded engine could not place ("house"); present only when there are some. */
  drawnWithout?: string[];
  /** Drawn from the owner's own picture ("Start from a picture"; the picture itself is never served). */
  fromPicture?: true;
  /** Where it goes on the body (issue 38: app/modules/ink/placement-options.ts), when chosen. */
  placement?: string;
  /** A band's circumference round the limb, in cm. */
  circumferenceCm?: number;
  /** Where it goes as a person reads it ("Wrist band, 16 cm around"), set by the server (no table in the card). */
  placementLabel?: string;
  /** Drawn by the embedded engine because the configured image service was passed over (down, gone, over budget). */
  drawnByEngineInstead?: true;
}

/** "How it ages": the page with the years, skin tones and placements (issue 38). */
export function designAgeingUrl(id: string): string {
  return `/designs/${encodeURIComponent(id)}/ageing`;
}

/** The design after `years` on paper (the viewer and try-on) or in skin of a tone, with merges marked. */
export function designAgedImageUrl(
  id: string,
  options: { years: number; tone?: number | null; placement?: string | null; marks?: boolean; cm?: number | null },
): string {
  const params = new URLSearchParams({ years: String(options.years) });
  if (options.tone) params.set("tone", String(options.tone));
  if (options.placement) params.set("placement", options.placement);
  if (options.cm) params.set("cm", String(options.cm));
  if (options.marks === false) params.set("marks", "0");
  return `/designs/${encodeURIComponent(id)}/aged.png?${params}`;
}

export function designImageUrl(id: string): string {
  return `/designs/${encodeURIComponent(id)}/image.png`;
}

/**
 * Widths of the display versions of every design (never larger than the design): a card is 358
 * CSS px wide on a 390 px phone, so 720 at a device pixel ratio of 2 and 1080 at 3; a desktop
 * card (355 px) takes the 720 at 1 and 2, the viewer the 1080 and then the PNG (issue 35).
 */
export const DISPLAY_WIDTHS = [720, 1080] as const;
export type DisplayWidth = (typeof DISPLAY_WIDTHS)[number];

/** A display version's address: AVIF or WebP, whichever the browser accepts (the route negotiates). */
export function designDisplayUrl(id: string, width: DisplayWidth): string {
  return `/designs/${encodeURIComponent(id)}/display/${width}`;
}

function sourceWidth(resolution: string): number {
  const width = Number.parseInt(resolution, 10);
  return Number.isFinite(width) && width > 0 ? width : 1024;
}

/**
 * The `srcset` of a design's display versions, each with its true width, so the browser
 * picks the smallest that fills the slot (`sizes`). With `fullSize`, the full PNG is the
 * largest candidate (the zoomed viewer).
 */
export function designSrcSet(
  design: Pick<PublicDesign, "id" | "imageUrl" | "resolution">,
  options: { fullSize?: boolean } = {},
) {
  const full = sourceWidth(design.resolution);
  const candidates = new Map<number, string>();
  for (const width of DISPLAY_WIDTHS) {
    const actual = Math.min(width, full);
    if (!candidates.has(actual)) candidates.set(actual, designDisplayUrl(design.id, width));
  }
  if (options.fullSize && !candidates.has(full)) candidates.set(full, design.imageUrl);
  return [...candidates].map(([width, url]) => `${url} ${width}w`).join(", ");
}

/** The file name of a profile download: the first 20 characters of the description. */
export function descriptionFileName(description: string, extension = "png"): string {
  const base = description
    .slice(0, 20)
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return `${base || "tattoo-design"}.${extension}`;
}

export function designFileName(id: string, extension = "png"): string {
  return `tattoo-design-${id}.${extension}`;
}
