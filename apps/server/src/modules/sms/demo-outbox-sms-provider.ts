import type { DemoSmsMessage } from '@lyp/shared/sms/sms.schemas';
import type { Clock } from '../../lib/clock';
import type { SmsProvider } from './sms-provider';

const OUTBOX_SIZE = 200;

export interface DemoOutbox {
  list(phone?: string): DemoSmsMessage[];
}

/**
 * Demo mode only: "sends" by keeping the message in a visible outbox and printing it, so
 * anyone can sign up on `npm start` without a phone. The configuration refuses this
 * provider outside demo mode, so there no code is ever printed.
 */
export function createDemoOutboxSmsProvider(options: {
  clock: Clock;
  ttlSeconds: number;
  print: (line: string) => void;
}): SmsProvider & DemoOutbox {
  const messages: DemoSmsMessage[] = [];
  return {
    name: 'demo-outbox',
    send: async (message) => {
      const sentAt = options.clock.now();
      messages.unshift(
        message.template === 'reminder'
          ? {
              phone: message.phone,
              code: '',
              purpose: 'reminder',
              purposeLabel: '提醒',
              text: message.text,
              sentAt: sentAt.toISOString(),
              expiresAt: sentAt.toISOString(),
            }
          : {
              phone: message.phone,
              code: message.params.code,
              purpose: message.purpose,
              purposeLabel: message.params.purposeLabel,
              text: message.text,
              sentAt: sentAt.toISOString(),
              expiresAt: new Date(sentAt.getTime() + options.ttlSeconds * 1000).toISOString(),
            },
      );
      messages.length = Math.min(messages.length, OUTBOX_SIZE);
      options.print(`[演示短信] ${message.phone}：${message.text}`);
    },
    list: (phone) => (phone ? messages.filter((message) => message.phone === phone) : [...messages]),
  };
}
