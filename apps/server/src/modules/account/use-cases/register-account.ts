import type { RegisterBody } from '@lyp/shared/account/account.schemas';
import { maskPhone } from '@lyp/shared/common/fields';
import { AppError } from '../../../lib/app-error';
import { PhoneTakenError } from '../../users';
import type { AccountServiceDeps } from '../account-deps';
import { refuseCommonPassword } from '../password-rules';

/** Signs up with a verified phone; the new user gets a personal organisation and the buyer role. */
export function registerAccount(deps: AccountServiceDeps) {
  const { users, sms, passwordHasher, clock } = deps;
  return async (body: RegisterBody): Promise<{ userId: number }> => {
    refuseCommonPassword(body.password);
    // The code next: without it, nobody learns whether a phone is registered.
    await sms.consumeCode({ phone: body.phone, code: body.code, purpose: 'register' });
    if (await users.isPhoneRegistered(body.phone)) throw new AppError('PHONE_ALREADY_REGISTERED');
    const passwordHash = await passwordHasher.hash(body.password);
    try {
      const created = await users.createWithPersonalOrganisation({
        phone: body.phone,
        passwordHash,
        personalOrgName: `个人用户 ${maskPhone(body.phone)}`,
        now: clock.now(),
      });
      return { userId: created.userId };
    } catch (error) {
      if (error instanceof PhoneTakenError) throw new AppError('PHONE_ALREADY_REGISTERED');
      throw error;
    }
  };
}
