/** Server refusals of a plan-gated feature (403). */
export const planMessages = {
  style: (name: string) => `The ${name} style is available on Premium and Pro plans.`,
  customStyle: "Custom styles are available on Premium and Pro plans.",
  customSize: "Custom sizes are available on Premium and Pro plans.",
  highlyComplex: "Highly Complex designs are available on Premium and Pro plans.",
  customize: "Customizing designs is available on Premium and Pro plans.",
  save: "Saving designs is available on Premium and Pro plans.",
  addStylesAndIdeas: "Adding styles and ideas is available on Premium and Pro plans.",
  proOnly: "This download is available on the Pro plan.",
  tattooability: "The tattooability check is available on Premium and Pro plans.",
} as const;

/** Print-ready files (Pro). */
export const printMessages = {
  badWidth: (maxCm: number) => `Print files come in whole centimetres from 1 to ${maxCm} cm wide (for example ?cm=12).`,
} as const;
