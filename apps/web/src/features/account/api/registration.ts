import type {
  ChangePasswordBody,
  RegisterBody,
  ResetPasswordBody,
} from '@lyp/shared/account/account.schemas';
import { callWithMessage } from '../../../lib/api-call';

// The whole envelopes: their messages say what to do next.
export function register(body: RegisterBody) {
  return callWithMessage('userRegister', body);
}

export function resetPassword(body: ResetPasswordBody) {
  return callWithMessage('resetPassword', body);
}

/** With the current (or temporary) password, before any session may be used. */
export function changePassword(body: ChangePasswordBody) {
  return callWithMessage('changePassword', body);
}
