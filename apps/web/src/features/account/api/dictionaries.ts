import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import type { DictOption } from '@lyp/shared/dict/dict.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';

export function getDictOptions(codes: string[]): Promise<Ok<Record<string, DictOption[]>>> {
  return apiRequest<Ok<Record<string, DictOption[]>>>(apiUrl('dictItemsByCodes'), {
    method: 'POST',
    body: { codes },
  });
}

/** The dictionaries the session keeps after sign-in: menu icons, menu types, organisation types. */
export const SESSION_DICT_CODES = [DICT_CODES.menuIcon, DICT_CODES.menuType, DICT_CODES.orgType];

export async function loadSessionDicts(): Promise<void> {
  const answer = await getDictOptions(SESSION_DICT_CODES);
  useSessionStore.getState().applyDicts(answer.data);
}
