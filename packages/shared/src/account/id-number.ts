/**
 * 居民身份证号码 (GB 11643): 17 digits and a check character (0–9 or X) computed from them,
 * with a real date of birth in digits 7–14. Free of zod, for forms and schemas alike.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECKS = '10X98765432';

export function idNumberCheckCharacter(first17: string): string {
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * WEIGHTS[index]!, 0);
  return CHECKS[sum % 11]!;
}

export function isValidIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const [year, month, day] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
  const birth = new Date(Date.UTC(year!, month! - 1, day));
  const realDate =
    birth.getUTCFullYear() === year && birth.getUTCMonth() === month! - 1 && birth.getUTCDate() === day;
  return realDate && year >= 1900 && idNumberCheckCharacter(value.slice(0, 17)) === value[17];
}

/** 320102********1234: what a certification shows of the number. */
export function maskIdNumber(value: string): string {
  return value.length === 18 ? `${value.slice(0, 6)}********${value.slice(14)}` : value;
}
