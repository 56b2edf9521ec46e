import sharp from "sharp";

/**
 * libvips (sharp) keeps recent operations and their pixels in a cache of up to 50 MB per
 * process, and each render thread loads its own copy of the image stack. Inkwell never
 * repeats an image operation on the same input (renders are kept in storage instead), so
 * the cache only holds memory: it is turned off in the app and in each render thread.
 */
export function limitImageMemory(): void {
  sharp.cache(false);
}
