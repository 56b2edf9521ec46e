/**
 * Commercial rights (spec §1, §6, §9: commercial use needs a Pro subscription). Pro
 * downloads carry this licence in their metadata; the profile shows it to Pro users.
 */
export const LICENCE_TITLE = "Inkwell Pro commercial licence";

export function licenceText(holder: string): string {
  return (
    `${LICENCE_TITLE}: ${holder} may use this design commercially, including tattooing clients, ` +
    "prints and merchandise, while their Inkwell Pro subscription is active. Designs are not " +
    "exclusive: the same description may give others similar results."
  );
}

export function copyrightLine(holder: string, year = new Date().getUTCFullYear()): string {
  return `(c) ${year} ${holder}. Licensed for commercial use under Inkwell Pro.`;
}
