import { describe, expect, it } from "vitest";
import { clampCrop, cropByKey, isWholePicture, MIN_CROP, WHOLE_PICTURE } from "~/components/generator/picture-crop";
import { chosenPicture, parseCrop, sniffPicture } from "~/modules/pictures/picture-intake.server";
import { formatCrop } from "~/modules/pictures/picture-options";

/** The picture tools' crop box (issue 28), and how the server reads a picture's bytes and its crop. */
describe("the crop box", () => {
  it("moves inside the picture, keeping its size", () => {
    expect(clampCrop({ x: 0.9, y: -0.2, width: 0.5, height: 0.5 }, "move")).toEqual({
      x: 0.5,
      y: 0,
      width: 0.5,
      height: 0.5,
    });
  });

  it("resizes from its corner, never past the picture nor under the smallest box", () => {
    expect(clampCrop({ x: 0.5, y: 0.5, width: 0.9, height: 0.01 }, "resize")).toEqual({
      x: 0.5,
      y: 0.5,
      width: 0.5,
      height: MIN_CROP,
    });
  });

  it("follows the arrows (Shift resizes) and ignores other keys", () => {
    const moved = cropByKey({ x: 0.2, y: 0.2, width: 0.5, height: 0.5 }, "ArrowRight", false)!;
    expect(moved.x).toBeCloseTo(0.22);
    const resized = cropByKey(moved, "ArrowUp", true)!;
    expect(resized.height).toBeCloseTo(0.48);
    expect(cropByKey(moved, "Enter", false)).toBeNull();
    // The whole picture cannot move; it can shrink.
    expect(cropByKey(WHOLE_PICTURE, "ArrowRight", false)).toEqual(WHOLE_PICTURE);
    expect(isWholePicture(cropByKey(WHOLE_PICTURE, "ArrowLeft", true)!)).toBe(false);
  });

  it("goes to the server as four fractions, and comes back the same", () => {
    const box = { x: 0.123456, y: 0, width: 0.5, height: 1 / 3 };
    expect(formatCrop(box)).toBe("0.1235,0,0.5,0.3333");
    expect(parseCrop(formatCrop(box))).toEqual({ x: 0.1235, y: 0, width: 0.5, height: 0.3333 });
    expect(parseCrop("")).toBeUndefined();
    expect(parseCrop(undefined)).toBeUndefined();
    for (const bad of [
      "0,0,1.5,1",
      "0.6,0,0.5,1",
      "1e-1,0,1,1",
      "0,0,0,1",
      "x",
      " , , , ",
      "0,0,1,1,1",
      "0".repeat(70),
    ]) {
      expect(() => parseCrop(bad), bad).toThrow();
    }
  });
});

describe("what a picture is, by its bytes", () => {
  const bytes = (text: string, pad = 32) => new Uint8Array([...Buffer.from(text, "latin1"), ...new Uint8Array(pad)]);

  it("knows JPEG, PNG, WebP, GIF; HEIC and HEIF apart; AVIF, SVG, TIFF and text are none of them", () => {
    expect(sniffPicture(bytes("\xff\xd8\xff\xe0"))).toBe("jpeg");
    expect(sniffPicture(bytes("\x89PNG\r\n\x1a\n"))).toBe("png");
    expect(sniffPicture(bytes("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffPicture(bytes("GIF89a"))).toBe("gif");
    expect(sniffPicture(bytes("\0\0\0\x18ftypheic\0\0\0\0mif1heic"))).toBe("heif");
    expect(sniffPicture(bytes("\0\0\0\x18ftypmif1\0\0\0\0mif1heic"))).toBe("heif");
    expect(sniffPicture(bytes("\0\0\0\x18ftypavif\0\0\0\0mif1avif"))).toBeNull();
    expect(sniffPicture(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffPicture(bytes("II*\0"))).toBeNull();
    expect(sniffPicture(new Uint8Array(0))).toBeNull();
  });

  it("reads a form's empty file field as no picture", () => {
    expect(chosenPicture(new File([], ""))).toBeNull();
    expect(chosenPicture("a string")).toBeNull();
    expect(chosenPicture(new File([new Uint8Array(3)], "cat.jpg"))).not.toBeNull();
  });
});
