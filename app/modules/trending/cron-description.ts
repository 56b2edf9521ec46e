/**
 * A cron expression in words ("every 6 hours", "every day at 03:30 UTC"), for the admin
 * panel and GET /api/scheduler-status. Common shapes only; anything else is quoted.
 */
export function describeCron(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) return `on the schedule "${expression}"`;
  const [second, minute, hour, dayOfMonth, month, dayOfWeek] = fields.length === 6 ? fields : ["0", ...fields];
  const quoted = `on the schedule "${fields.join(" ")}" (UTC)`;
  if (dayOfMonth !== "*" || month !== "*") return quoted;

  const onDays = dayOfWeek === "*" ? "" : daysOfWeek(dayOfWeek);
  if (onDays === null) return quoted;

  if (fields.length === 6 && second !== "0") {
    if (minute !== "*" || hour !== "*" || onDays) return quoted;
    const n = step(second);
    return second === "*" ? "every second" : n ? every(n, "second") : quoted;
  }
  if (hour === "*") {
    if (onDays) return quoted;
    if (minute === "*") return "every minute";
    const n = step(minute);
    if (n) return every(n, "minute");
    if (isNumber(minute)) return minute === "0" ? "every hour" : `every hour at minute ${Number(minute)}`;
    return quoted;
  }
  if (!isNumber(minute)) return quoted;
  const hours = step(hour);
  if (hours) {
    if (onDays) return quoted;
    return every(hours, "hour") + (minute === "0" ? "" : ` at minute ${Number(minute)}`);
  }
  const list = hour.split(",");
  if (!list.every(isNumber)) return quoted;
  const times = list.map((h) => `${pad(h)}:${pad(minute)}`).join(", ");
  return `${onDays || "every day"} at ${times} UTC`;
}

function step(field: string): number | null {
  const match = /^(?:\*|0)\/(\d+)$/.exec(field);
  return match ? Number(match[1]) : null;
}

function every(n: number, unit: string): string {
  return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
}

function isNumber(field: string): boolean {
  return /^\d+$/.test(field);
}

function pad(value: string): string {
  return value.padStart(2, "0");
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "1" -> "every Monday", "1,3" -> "every Monday and Wednesday"; null when not that simple. */
function daysOfWeek(field: string): string | null {
  const days = field.split(",");
  if (!days.every((day) => /^[0-7]$/.test(day))) return null;
  const names = days.map((day) => DAY_NAMES[Number(day)]);
  return `every ${names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]}`;
}
