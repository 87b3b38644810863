import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from './error-message';

type NamePath = (string | number)[];

/** The server names fields as paths with dots (`items.0.price`); the form as arrays. */
function namePathOf(field: string): NamePath {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts the server's field messages (`fields: [{field,msg}]` of a 400) under the fields they
 * name, where the user will fix them. Returns what is left to say as a message: the first
 * message no field of this form can show, or the error's own message when it named no field.
 */
export function placeServerErrors(form: FormInstance, error: unknown): string | undefined {
  const fields = error instanceof ApiError ? (error.body?.fields ?? []) : [];
  if (fields.length === 0) return errorMessage(error);

  const registered = new Set(form.getFieldsError().map((entry) => JSON.stringify(entry.name)));
  const byField = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const { field, msg } of fields) {
    const name = namePathOf(field);
    const key = JSON.stringify(name);
    if (!registered.has(key)) {
      unplaced.push(msg);
      continue;
    }
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(msg);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return unplaced[0];
}
