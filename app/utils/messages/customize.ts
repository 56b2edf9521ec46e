export const customizeMessages = {
  errorTitle: "Error",
  failedFallback: "Failed to generate customization. Please try again.",
  imageProcessing: "Failed to process image. Please try again.",
} as const;
