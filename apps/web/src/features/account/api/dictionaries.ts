import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import type { DictOption } from '@lyp/shared/dict/dict.schemas';
import { call } from '../../../lib/api-call';
import { useSessionStore } from '../../../stores/session-store';

export function getDictOptions(codes: string[]): Promise<Record<string, DictOption[]>> {
  return call('dictItemsByCodes', { codes });
}

/** The dictionaries the session keeps after sign-in: menu icons, menu types, organisation types. */
export const SESSION_DICT_CODES = [DICT_CODES.menuIcon, DICT_CODES.menuType, DICT_CODES.orgType];

export async function loadSessionDicts(): Promise<void> {
  useSessionStore.getState().applyDicts(await getDictOptions(SESSION_DICT_CODES));
}
