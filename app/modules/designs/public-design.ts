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
}

export function designImageUrl(id: string): string {
  return `/designs/${encodeURIComponent(id)}/image.png`;
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
