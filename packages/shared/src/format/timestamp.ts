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

/**
 * A moment as Beijing's wall clock, without an offset: 2026-12-01T09:30:00. Date pickers hold
 * times this way, so a browser in any zone shows and takes Beijing time (see fromChinaWallTime).
 */
export function chinaWallTime(at: Date): string {
  const { date, hour, minute, second } = timestampParts(at);
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${hour}:${minute}:${second}`;
}

/**
 * Beijing wall-clock text (2026-12-01T09:30, seconds optional) as the moment it names, in
 * ISO 8601 with the offset: 2026-12-01T09:30:00+08:00. China keeps UTC+8 all year.
 */
export function fromChinaWallTime(wallTime: string): string {
  const [day, clock = '00:00'] = wallTime.split('T');
  return `${day}T${clock.length === 5 ? `${clock}:00` : clock.slice(0, 8)}+08:00`;
}

/** A moment for people to read, in China Standard Time: 2026-12-01 09:30:00. */
export function formatTimestamp(at: Date): string {
  return chinaWallTime(at).replace('T', ' ');
}

/** A moment to the minute, in China Standard Time: 2026-12-01 09:30 (schedules, deadlines). */
export function formatMinute(at: Date): string {
  return formatTimestamp(at).slice(0, 16);
}

/** The day a moment falls on in China Standard Time, as yyyy-MM-dd (dates users enter and read). */
export function chinaDate(at: Date): string {
  return chinaWallTime(at).slice(0, 10);
}
