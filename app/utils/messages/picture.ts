import {
  PICTURE_FORMATS,
  PICTURE_MAX_DECODED_MB,
  PICTURE_MAX_MB,
  PICTURE_MAX_MEGAPIXELS,
  PICTURE_UPLOAD_DEADLINE_SECONDS,
  PICTURE_UPLOAD_IDLE_SECONDS,
} from "~/modules/pictures/picture-options";

/** "Start from a picture" (issue 28): what the generator says about a picture. */
export const pictureMessages = {
  label: "Start from a picture (optional)",
  signIn: "Sign in to start from a picture",
  signInRequired: "Sign in to start from a picture: a picture is personal data and belongs to an account.",
  hint: `${PICTURE_FORMATS.join(", ")} up to ${PICTURE_MAX_MB} MB. It stays private: never on a share page.`,
  tooLarge: `The picture is too large: at most ${PICTURE_MAX_MB} MB.`,
  tooManyPixels: `The picture has too many pixels: at most ${PICTURE_MAX_MEGAPIXELS} megapixels. Save a smaller copy and try again.`,
  tooManyBytes: `The picture is too large to read: at most ${PICTURE_MAX_DECODED_MB} MB once decoded (${PICTURE_MAX_MEGAPIXELS} megapixels in 8-bit colour). Save a smaller or 8-bit copy and try again.`,
  tooSlow: `The picture took too long to arrive: it must arrive within ${PICTURE_UPLOAD_DEADLINE_SECONDS} seconds, without a pause of ${PICTURE_UPLOAD_IDLE_SECONDS}. Try again on a faster connection, or with a smaller picture.`,
  heic: "This picture is HEIC (the iPhone's format), which Inkwell cannot read: save it as JPEG and try again.",
  unsupported: `This file is not a picture Inkwell can read. Choose a ${PICTURE_FORMATS.slice(0, -1).join(", ")} or ${PICTURE_FORMATS.at(-1)} picture.`,
  unreadable: "The picture could not be read: the file may be damaged. Choose another picture.",
  badCrop: "The crop box is not valid. Choose the part of the picture again.",
  cropTooSmall: "The crop box is too small. Choose a larger part of the picture.",
  refused:
    "The image service's safety rules refused this picture. Choose another picture or describe it differently; this attempt did not count against your generations.",
  refusedCounted: (refunds: number) =>
    `The image service's safety rules refused this picture or its description. This attempt counted against your generations: at most ${refunds} refused pictures a day are given back. Choose another picture or describe it differently.`,
  fromPicture: "From your picture",
} as const;
