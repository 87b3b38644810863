export interface TimestampParts {
  /** yyyyMMdd */
  date: string;
  hour: string;
  minute: string;
  second: string;
}

/** A moment as China Standard Time parts, e.g. for contract numbers and file names. */
export function timestampParts(at: Date, timeZone = 'Asia/Shanghai'): TimestampParts {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}${part('month')}${part('day')}`,
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** yyyyMMddHHmmss in China Standard Time. */
export function compactTimestamp(at: Date): string {
  const { date, hour, minute, second } = timestampParts(at);
  return `${date}${hour}${minute}${second}`;
}

/** A moment for people to read, in China Standard Time: 2026-12-01 09:30:00. */
export function formatTimestamp(at: Date): string {
  const { date, hour, minute, second } = timestampParts(at);
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)} ${hour}:${minute}:${second}`;
}

/** The day a moment falls on in China Standard Time, as yyyy-MM-dd (dates users enter and read). */
export function chinaDate(at: Date): string {
  const { date } = timestampParts(at);
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}
