import { parseAgeingYears } from "~/modules/ink/ageing-model";
import { ageingReport, type AgeingReport } from "~/modules/ink/ageing.server";
import { parseBodyPlacement } from "~/modules/ink/placement-options";
import { errorFields, logger } from "~/utils/logger.server";
import type { LiveShare } from "./share-links.server";

const log = logger("share");

/** Where the shared design goes: the link's placement when it is one of the body's, else the design's own. */
export function sharedAgeingPlacement(share: Pick<LiveShare, "placement" | "design">): string | null {
  return parseBodyPlacement(share.placement) ?? share.design.placement;
}

/**
 * How the shared design ages for the artist (issue 38): 10 years unless the page asks for 0, 5 or
 * 20, in the owner's skin tone. Null when it cannot be measured now (a busy render pool): the page
 * then shows the design without it rather than failing.
 */
export async function sharedAgeing(
  share: LiveShare,
  yearsParam: string | null,
): Promise<{ report: AgeingReport; years: number } | null> {
  const years = parseAgeingYears(yearsParam) ?? 10;
  try {
    const report = await ageingReport(share.design, {
      years,
      tone: share.skinTone,
      placement: sharedAgeingPlacement(share),
      cm: null,
    });
    return { report, years };
  } catch (error) {
    log.error(
      error instanceof Response ? { status: error.status } : errorFields(error),
      "could not age the shared design",
    );
    return null;
  }
}
