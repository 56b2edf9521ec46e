import sharp from "sharp";

/**
 * What the stand-ins answer as a drawing: tattoo flash in miniature (a thick black ring round a
 * red heart, a black bar across), at the size asked, on white or on a transparent background,
 * as PNG or JPEG. Enough shape and colour for tracing, stencils and line measures to work on.
 */
const made = new Map<string, Promise<Buffer>>();

export function sampleDesign(
  edge: number,
  options: { transparent?: boolean; format?: "png" | "jpeg" } = {},
): Promise<Buffer> {
  const key = `${edge}-${Boolean(options.transparent)}-${options.format ?? "png"}`;
  let image = made.get(key);
  if (!image) made.set(key, (image = draw(edge, options)));
  return image;
}

async function draw(edge: number, options: { transparent?: boolean; format?: "png" | "jpeg" }): Promise<Buffer> {
  const u = edge / 1024;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}">
    <circle cx="${512 * u}" cy="${512 * u}" r="${330 * u}" fill="none" stroke="#111111" stroke-width="${36 * u}"/>
    <path d="M${512 * u} ${700 * u} C${300 * u} ${560 * u} ${330 * u} ${330 * u} ${512 * u} ${430 * u} C${694 * u} ${330 * u} ${724 * u} ${560 * u} ${512 * u} ${700 * u}Z" fill="#c0392b" stroke="#111111" stroke-width="${18 * u}"/>
    <rect x="${250 * u}" y="${760 * u}" width="${524 * u}" height="${40 * u}" fill="#111111"/>
  </svg>`;
  const transparent = options.transparent && options.format !== "jpeg";
  const image = sharp({
    create: { width: edge, height: edge, channels: 4, background: transparent ? "#ffffff00" : "#ffffffff" },
  }).composite([{ input: Buffer.from(svg) }]);
  return options.format === "jpeg"
    ? image.flatten({ background: "#ffffff" }).jpeg({ quality: 90 }).toBuffer()
    : image.png().toBuffer();
}

/**
 * Draws the answers the plans ask for ahead (Free's 816 px JPEG, Premium's 1024 and Pro's 2048 px
 * PNGs, Gemini's 512 to 2048), so a stand-in's first answer is as quick as its others: a test's
 * client timeout then never races the stand-in's own drawing on a loaded machine.
 */
export async function drawSampleDesignsAhead(): Promise<void> {
  await Promise.all([
    sampleDesign(816, { format: "jpeg" }),
    sampleDesign(1024, { transparent: true }),
    sampleDesign(2048, { transparent: true }),
    ...[512, 1024, 2048].map((edge) => sampleDesign(edge)),
  ]);
}
