/** Mainland China mobile numbers. Kept free of zod: the web app's first screen needs it. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** 138****1234: a phone number as others may see it. */
export function maskPhone(phone: string): string {
  return PHONE_PATTERN.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
