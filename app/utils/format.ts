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

export function formatDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));
}
