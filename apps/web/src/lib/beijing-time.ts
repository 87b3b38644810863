import { chinaDate, chinaWallTime, fromChinaWallTime } from '@lyp/shared/format/timestamp';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Every time a user enters or reads is Beijing time, whatever the browser's zone. Date pickers
 * work in the browser's zone, so they hold Beijing's wall clock: a Dayjs whose own fields (day,
 * hour, minute) read as the Beijing time. A UTC browser's picker shows 09:00 for 09:00 Beijing,
 * and 09:00 entered there is sent as 09:00+08:00. (In a zone with summer time, the hour its
 * clocks skip cannot be picked; China has none, so nothing else shifts.)
 *
 * Only these turn moments into picker values and back; BeijingDatePicker's 此刻 and today use them.
 */

/** The picker value showing a moment (ISO 8601, a Date or ms) in Beijing time. */
export function toPickerValue(moment: string | number | Date): Dayjs {
  return dayjs(chinaWallTime(new Date(moment)));
}

/** The moment a picker value names, as ISO 8601 with +08:00, to the minute the pickers show. */
export function fromPickerValue(value: Dayjs): string {
  return fromChinaWallTime(value.format('YYYY-MM-DDTHH:mm'));
}

/** The moment a picker value names, in ms: to compare it with a clock. */
export function pickerValueMs(value: Dayjs): number {
  return Date.parse(fromPickerValue(value));
}

/** Whether a picker's day lies before today in Beijing (for disabledDate). */
export function isBeforeBeijingToday(day: Dayjs, now: number = Date.now()): boolean {
  return day.format('YYYY-MM-DD') < chinaDate(new Date(now));
}
