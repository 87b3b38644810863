import { DAY_MS } from './clock';

/** yyyy-MM-dd as the first instant of that day in China (UTC+8, no daylight saving). */
export const chinaDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The instant the given Chinese day ends: a list's "to" day counts whole, up to midnight. */
export const chinaDayEnd = (day: string): Date => new Date(chinaDayStart(day).getTime() + DAY_MS);
