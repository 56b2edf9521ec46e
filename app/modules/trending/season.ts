/**
 * Meteorological seasons by UTC month: winter is December to February in the northern
 * hemisphere and June to August in the southern one.
 */
export type Hemisphere = "northern" | "southern";
export type Season = "winter" | "spring" | "summer" | "autumn";

const NORTHERN: Season[] = [
  "winter",
  "winter",
  "spring",
  "spring",
  "spring",
  "summer",
  "summer",
  "summer",
  "autumn",
  "autumn",
  "autumn",
  "winter",
];
const OPPOSITE: Record<Season, Season> = { winter: "summer", spring: "autumn", summer: "winter", autumn: "spring" };

export function seasonOf(date: Date, hemisphere: Hemisphere = "northern"): Season {
  const northern = NORTHERN[date.getUTCMonth()];
  return hemisphere === "northern" ? northern : OPPOSITE[northern];
}
