/** Formatting shared by pages and the API (spec §9: en-US currency from cents, '/interval'). */

export function formatPrice(amountInCents: number, currency: string, interval?: string | null): string {
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    amountInCents / 100,
  );
  return interval ? `${money}/${interval}` : money;
}

export function formatDate(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

export function formatMonthYear(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(iso));
}

const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
};

/** "Nov 21, 2026, 10:02 PM UTC". */
export function formatDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", ...DATE_TIME_PARTS }).format(new Date(iso));
}

/** "Nov 21, 10:02 PM UTC": for times that are recent or near, where the year adds nothing. */
export function formatRecentDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", DATE_TIME_PARTS).format(new Date(iso));
}
