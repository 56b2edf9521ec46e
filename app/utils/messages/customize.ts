export const customizeMessages = {
  errorTitle: "Error",
  failedFallback: "Failed to generate customization. Please try again.",
  imageProcessing: "Failed to process image. Please try again.",
} as const;

/** Beside a customize field that needs fixing. */
export const customizeFieldMessages = {
  skinTone: "Choose your skin tone (1 to 10 on the Monk Skin Tone Scale) for Colours for my skin.",
} as const;
