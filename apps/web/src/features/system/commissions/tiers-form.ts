import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { fenToYuan } from '@lyp/shared/format/currency';
import { commissionTiersSchema } from '@lyp/shared/system/commission.schemas';
import { ApiError } from '../../../lib/api-client';

/**
 * The tiers editor works in what people read, yuan and percent; the wire and the rules in fen
 * and basis points. This file converts between the two and runs the shared schema on the form's
 * rows, so the page refuses what the server would, with the same message.
 */
export interface TierRow {
  /** Yuan; absent on the last row, which has no upper bound (以上). */
  upToYuan?: number | null;
  ratePercent?: number | null;
}

export interface TiersFormValues {
  tiers: TierRow[];
}

export type TierField = keyof TierRow;

const toFen = (yuan: number) => Math.round(yuan * 100);
const toBps = (percent: number) => Math.round(percent * 100);

/** What the rows say, as the wire's tiers; an empty field stays empty for the schema to name. */
export function rowsToTiers(rows: readonly (TierRow | undefined)[]): Array<{
  upToFen: number | null | undefined;
  rateBps: number | undefined;
}> {
  return rows.map((row, index) => ({
    // The last band is unbounded by construction: its field is not even shown.
    upToFen:
      index === rows.length - 1 || row?.upToYuan === undefined || row.upToYuan === null
        ? null
        : toFen(row.upToYuan),
    rateBps: row?.ratePercent === undefined || row.ratePercent === null ? undefined : toBps(row.ratePercent),
  }));
}

export function tiersToRows(tiers: readonly CommissionTier[]): TierRow[] {
  return tiers.map((tier) => ({
    upToYuan: tier.upToFen === null ? null : fenToYuan(tier.upToFen),
    ratePercent: tier.rateBps / 100,
  }));
}

/** The valid tiers the rows describe, or null while something is wrong with them. */
export function validTiers(rows: readonly (TierRow | undefined)[] | undefined): CommissionTier[] | null {
  if (!rows) return null;
  const result = commissionTiersSchema.safeParse(rowsToTiers(rows));
  return result.success ? result.data : null;
}

/** The shared schema's message for one field of one row, or for the whole list (`index` null). */
export function tierIssue(
  rows: readonly (TierRow | undefined)[],
  index: number | null,
  field?: TierField,
): string | undefined {
  const result = commissionTiersSchema.safeParse(rowsToTiers(rows));
  if (result.success) return undefined;
  const key = field === 'upToYuan' ? 'upToFen' : 'rateBps';
  return result.error.issues.find((issue) =>
    index === null ? issue.path.length === 0 : issue.path[0] === index && issue.path[1] === key,
  )?.message;
}

const WIRE_TO_FORM: Record<string, TierField> = { upToFen: 'upToYuan', rateBps: 'ratePercent' };

/** The server names `tiers.1.upToFen`; the form's field is `tiers.1.upToYuan`. */
export function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.body?.fields) return error;
  const fields = error.body.fields.map((entry) => ({
    ...entry,
    field: entry.field.replace(/\.(upToFen|rateBps)$/, (_match, key: string) => `.${WIRE_TO_FORM[key]}`),
  }));
  return new ApiError(error.message, error.status, { ...error.body, fields });
}

export { bandRanges, formatRate, tiersSummary } from '@lyp/shared/format/commission-tiers';

/**
 * 2000000 → 2,000,000.00 in a number box (a formatter replaces antd's own precision display,
 * so the two decimals are added here too, except while the user is typing).
 */
export function withThousands(value: string | number | undefined, info?: { userTyping: boolean }): string {
  if (value === undefined || value === '') return '';
  const text = !info?.userTyping && Number.isFinite(Number(value)) ? Number(value).toFixed(2) : String(value);
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
export const withoutThousands = (text: string | undefined) =>
  (text ?? '').replace(/,/g, '') as unknown as number;
