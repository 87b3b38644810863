import { escapeLiteral } from 'pg';

/**
 * Values inlined into the bid lock's simple-protocol statements (bid-lock.statements.ts): every
 * number checked to be an integer, text escaped, the write's payload dollar-quoted.
 */

export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}
export const intArray = (values: number[]) => `ARRAY[${values.map(int).join(',')}]::int[]`;
export const textArray = (values: string[]) =>
  `ARRAY[${values.map((value) => escapeLiteral(value)).join(',')}]::text[]`;

export const timestamp = (value: Date) => `${escapeLiteral(value.toISOString())}::timestamptz`;

/**
 * The batch's payload as a dollar-quoted literal: taken as it is, with no escaping pass over
 * tens of kilobytes per batch. A payload that happens to hold the tag is escaped instead.
 */
const DOLLAR_TAG = '$lyp_batch$';
export const jsonLiteral = (json: string) =>
  json.includes(DOLLAR_TAG) ? escapeLiteral(json) : `${DOLLAR_TAG}${json}${DOLLAR_TAG}`;
