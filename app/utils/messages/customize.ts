export const customizeMessages = {
  errorTitle: "Error",
  failedFallback: "Failed to generate customization. Please try again.",
  imageProcessing: "Failed to process image. Please try again.",
  /** POST /api/edit's refusals. */
  designMissing: "Send the design to customize: designId or originalImageBase64.",
  notBase64: "The image could not be read: it is not valid base64.",
  imageTooLarge: "The image is too large (at most 8 MB).",
  imageTooManyPixels: (edge: number) => `The image is too large (at most ${edge} pixels a side).`,
  notAnImage: "The image could not be read. Send a PNG, JPEG or WebP image.",
  styleRequired: "Choose the style to transform the design into.",
  colourThemeRequired: "Choose a colour theme.",
  instructionsRequired: "Describe the changes you want.",
} as const;
