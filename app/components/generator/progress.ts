/**
 * The simulated progress of a generation (spec §4): 200 ms ticks; below 70% it adds 2 to
 * 10, from 70 to 85% 1 to 4, from 85 to 95% 0.5 to 1.5, above that 0.2; capped at 98%
 * until the answer arrives, then 100, reset after 1 s.
 */
export const PROGRESS_TICK_MS = 200;
export const PROGRESS_CAP = 98;
export const PROGRESS_RESET_MS = 1000;

export function nextProgress(progress: number, random: () => number = Math.random): number {
  let step: number;
  if (progress < 70) step = 2 + random() * 8;
  else if (progress < 85) step = 1 + random() * 3;
  else if (progress < 95) step = 0.5 + random();
  else step = 0.2;
  return Math.min(PROGRESS_CAP, progress + step);
}
