/**
 * Rate-limit answers (429 with Retry-After): each says which limit and when to try again.
 * The generation ones contain "limit reached" so the client treats them as limit errors
 * (spec §8); none says "daily", which opens the upgrade dialog (the free plan's quota only).
 * A paid plan's ceiling is named as its fair use, never as something to buy.
 */
type PlanName = "Premium" | "Pro" | null;

const ceilingOwner = (plan: PlanName) =>
  plan ? `Fair-use limit reached for your ${plan} plan` : "Generation limit reached";

export const limitMessages = {
  generationPerMinute: (points: number, wait: string, plan: PlanName = null) =>
    `${ceilingOwner(plan)}: at most ${points} generations or customizations a minute. Please try again in ${wait}.`,
  generationPerDay: (points: number, wait: string, plan: PlanName = null) =>
    `${ceilingOwner(plan)}: at most ${points} generations or customizations in 24 hours. Please try again in ${wait}.`,
  generationPerAddress: (wait: string) =>
    `Generation limit reached for this network: too many generations at once. Please try again in ${wait}.`,
  waitingGenerations: (count: number) =>
    `Generation limit reached: you already have ${count} generations or customizations waiting in line. Please try again once one of them has started.`,
  guestsWaitingFromNetwork: (count: number, wait: string) =>
    `Guest limit reached for this network: ${count} guest designs from it are already waiting in line. Please try again in ${wait}, or sign in.`,
  guestsShareFull: (wait: string) =>
    `Inkwell is very busy with guests' designs right now (part of the line is kept for accounts). Please try again in ${wait}, or sign in.`,
  uploadInProgress: (seconds: number) =>
    `Upload limit reached: one picture at a time per account, and one of yours is still being sent. Please try again once it has arrived (within ${seconds} seconds).`,
  render: (wait: string) => `Too many print files, stencils or vector files at once. Please try again in ${wait}.`,
  signIn: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`,
  checkout: (wait: string) => `Too many checkout attempts. Please try again in ${wait}.`,
  dataExport: (points: number, per: string, wait: string) =>
    `Download limit reached: your data can be downloaded at most ${points} times ${per}. Please try again in ${wait}.`,
  suggestion: (points: number, per: string, wait: string) =>
    `Suggestion limit reached: at most ${points} styles or ideas ${per}. Please try again in ${wait}.`,
  pendingSuggestions: (count: number) =>
    `Suggestion limit reached: ${count} of your suggestions are waiting to become public. Use them, or ask an admin to remove some, before adding more.`,
  lettering: (wait: string) => `Too many lettering previews at once. Please try again in ${wait}.`,
  cspReport: (wait: string) => `Too many policy reports from this network. Please try again in ${wait}.`,
  sharedDesign: (wait: string) =>
    `Too many requests for shared designs from this network. Please try again in ${wait}.`,
} as const;
