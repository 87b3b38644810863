import type { ReplacePhoneBody, ReplaceUserNameBody } from '@lyp/shared/account/account.schemas';
import { callWithMessage } from '../../../lib/api-call';

// The whole envelopes: their messages confirm the change.
export function replaceUserName(body: ReplaceUserNameBody) {
  return callWithMessage('replaceUserName', body);
}

export function replacePhone(body: ReplacePhoneBody) {
  return callWithMessage('replacePhone', body);
}
