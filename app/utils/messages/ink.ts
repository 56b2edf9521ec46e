/** Refusals of the ageing view, the placements and the bands (issue 38): each names the parameter and what it takes. */
export const inkMessages = {
  years: "years must be 0, 5, 10 or 20.",
  tone: "tone must be a Monk Skin Tone Scale tone from 1 to 10.",
  placement: (ids: readonly string[]) => `placement must be one of: ${ids.join(", ")}.`,
  marks: "marks must be 0 or 1.",
  previewCm: (min: number, max: number) => `cm must be a whole number of centimetres from ${min} to ${max}.`,
  sizeForPlacement: (label: string, min: number, max: number) => `${label}: choose a size from ${min} to ${max} cm.`,
  circumference: (label: string, min: number, max: number) => `A ${label} goes round ${min} to ${max} cm.`,
} as const;
