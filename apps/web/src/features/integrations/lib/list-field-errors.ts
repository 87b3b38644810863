import { ApiError } from '../../../lib/api-client';

/**
 * The server names one entry of a list (`events.2`, `ipAllowlist.1`); the form has one control
 * for the whole list, so the message goes under that control.
 */
export function withListFieldNames(error: unknown, lists: readonly string[]): unknown {
  if (!(error instanceof ApiError) || !error.body?.fields) return error;
  const entry = new RegExp(`^(${lists.join('|')})\\.\\d+$`);
  const fields = error.body.fields.map((field) => ({ ...field, field: field.field.replace(entry, '$1') }));
  return new ApiError(error.message, error.status, { ...error.body, fields });
}
