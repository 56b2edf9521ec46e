/**
 * Rate-limit answers (429 with Retry-After). The generation ones contain "limit reached"
 * so the client shows its spec'd "Generation Limit Reached" toast (spec §8); none says
 * "daily", which would open the upgrade modal for plans that are already unlimited.
 */
export const limitMessages = {
  generationPerMinute: (points: number, wait: string) =>
    `Generation limit reached: at most ${points} generations or customizations a minute. Please try again in ${wait}.`,
  generationPerDay: (points: number, wait: string) =>
    `Fair-use generation limit reached: at most ${points} generations or customizations in 24 hours. Please try again in ${wait}.`,
  generationPerAddress: (wait: string) =>
    `Generation limit reached for this network: too many generations at once. Please try again in ${wait}.`,
  render: (wait: string) => `Too many print files, stencils or vector files at once. Please try again in ${wait}.`,
  signIn: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}.`,
  checkout: (wait: string) => `Too many checkout attempts. Please try again in ${wait}.`,
} as const;
