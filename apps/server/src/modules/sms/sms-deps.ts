import { createHmac } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { SmsCodeRepository } from './sms-code.repository';
import type { SmsProvider } from './sms-provider';

export interface SmsServiceDeps {
  codes: SmsCodeRepository;
  provider: SmsProvider;
  clock: Clock;
  /** Keyed hashing: a copy of the database alone does not reveal live codes. */
  codeSecret: string;
  /** Sends per client IP, across phones. */
  ipLimiter: RateLimiter;
  isPhoneRegistered(phone: string): Promise<boolean>;
  log: { warn(details: object, message: string): void };
}

/** Keyed hashing: a copy of the database alone does not reveal live codes. */
export function codeHasher(deps: Pick<SmsServiceDeps, 'codeSecret'>) {
  return (phone: string, purpose: string, code: string) =>
    createHmac('sha256', deps.codeSecret).update(`${phone}:${purpose}:${code}`).digest('hex');
}
