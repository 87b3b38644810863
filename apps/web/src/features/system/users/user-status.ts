import type { DictOption } from '@lyp/shared/dict/dict.schemas';
import { USER_STATUS_LABELS, USER_STATUSES } from '@lyp/shared/system/user-admin.schemas';

/** The two statuses as dictionary options, so DictTag and the search select can show them. */
export const USER_STATUS_OPTIONS: DictOption[] = USER_STATUSES.map((value, index) => ({
  value,
  label: USER_STATUS_LABELS[value],
  sort: index,
}));

export const USER_STATUS_COLORS: Record<string, string> = { active: 'green', disabled: 'red' };
