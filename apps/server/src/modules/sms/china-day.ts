import { HOUR_MS } from '../../lib/clock';

/** China Standard Time has no daylight saving: a day starts at 16:00 UTC. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

export function startOfChinaDay(at: Date): Date {
  const local = at.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % (24 * HOUR_MS)) - CHINA_OFFSET_MS);
}
