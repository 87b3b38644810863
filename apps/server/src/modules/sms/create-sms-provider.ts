import { SMS_CODE_TTL_SECONDS } from '@lyp/shared/sms/sms.schemas';
import type { SmsConfig } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { createDemoOutboxSmsProvider, type DemoOutbox } from './demo-outbox-sms-provider';
import type { SmsProvider } from './sms-provider';
import { createWebhookSmsProvider } from './webhook-sms-provider';

/** The configured provider; the demo outbox comes with it only in demo mode. */
export function createSmsProvider(
  config: SmsConfig,
  options: { clock: Clock; print: (line: string) => void },
): { provider: SmsProvider; demoOutbox?: DemoOutbox } {
  if (config.provider === 'demo') {
    const demo = createDemoOutboxSmsProvider({
      clock: options.clock,
      ttlSeconds: SMS_CODE_TTL_SECONDS,
      print: options.print,
    });
    return { provider: demo, demoOutbox: demo };
  }
  return {
    provider: createWebhookSmsProvider({ url: config.url, ...(config.token ? { token: config.token } : {}) }),
  };
}
