import type { FormInstance } from 'antd';
import { placeServerErrors } from '../../../components/back-office';
import { ApiError } from '../../../lib/api-client';

type NamePath = (string | number)[];

/** Where the form keeps what the API names otherwise (money in yuan, companies with names). */
const LOT_FIELDS: Record<string, string> = {
  startPriceFen: 'startPriceYuan',
  incrementFen: 'incrementYuan',
  depositFen: 'depositYuan',
  reservePriceFen: 'reservePriceYuan',
  specifiedOrgIds: 'specifiedOrgs',
};
const TOP_FIELDS: Record<string, string> = { attachmentFileIds: 'attachments' };
/** A 优先购买权人's fields as the form holds them. */
const HOLDER_FIELDS: Record<string, string> = { proofFileIds: 'proofs', orgId: 'orgs' };

/** `lots.0.depositFen` → ['lots', 0, 'depositYuan']; a viewing's times → its period picker. */
export function formNameOf(serverField: string): NamePath {
  const parts: NamePath = serverField.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const top = typeof parts[0] === 'string' ? TOP_FIELDS[parts[0]] : undefined;
  if (top) parts[0] = top;
  if (parts[0] === 'lots' && typeof parts[2] === 'string') {
    parts[2] = LOT_FIELDS[parts[2]] ?? parts[2];
    if (parts[2] === 'viewings' && (parts[4] === 'startsAt' || parts[4] === 'endsAt')) parts[4] = 'period';
    if (parts[2] === 'priorityHolders' && typeof parts[4] === 'string')
      parts[4] = HOLDER_FIELDS[parts[4]] ?? parts[4];
  }
  return parts;
}

/**
 * The nearest field the form shows: `lots.0.specifiedPhones.3` (one phone of a list) lands
 * under the list; a name no field has is returned as it is (placeServerErrors says it aloud).
 */
function shownName(name: NamePath, registered: Set<string>): NamePath {
  for (let length = name.length; length > 0; length -= 1) {
    const candidate = name.slice(0, length);
    if (registered.has(JSON.stringify(candidate))) return candidate;
  }
  return name;
}

/**
 * A refusal's field messages under the bulletin form's fields. Returns what is left to say as
 * a message, and the first field that got one (to scroll to).
 */
export function placeBulletinErrors(
  form: FormInstance,
  error: unknown,
): { rest: string | undefined; first: NamePath | undefined } {
  const fields = error instanceof ApiError ? (error.body?.fields ?? []) : [];
  if (!(error instanceof ApiError) || fields.length === 0)
    return { rest: placeServerErrors(form, error), first: undefined };
  const registered = new Set(form.getFieldsError().map((entry) => JSON.stringify(entry.name)));
  const translated = fields.map(({ field, msg }) => ({
    field: shownName(formNameOf(field), registered).join('.'),
    msg,
  }));
  const rest = placeServerErrors(
    form,
    new ApiError(error.message, error.status, { ...error.body, fields: translated }),
  );
  const first = translated
    .map(({ field }) => formNameOf(field))
    .find((name) => registered.has(JSON.stringify(name)));
  return { rest, first };
}
