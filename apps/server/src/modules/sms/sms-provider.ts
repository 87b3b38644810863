import type { SmsPurpose } from '@lyp/shared/sms/sms.schemas';

/**
 * What any SMS gateway needs: a phone, a template and its parameters. Real adapters map the
 * template to their own template id; the demo adapter shows the message in an outbox.
 */
export interface VerificationSms {
  phone: string;
  template: 'verification_code';
  purpose: SmsPurpose;
  params: { code: string; purposeLabel: string; ttlMinutes: number };
  /** The rendered text, for gateways that send free text. */
  text: string;
}

/** A reminder (提醒) by SMS: free text, as the user's reminder settings ask for. */
export interface ReminderSms {
  phone: string;
  template: 'reminder';
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: VerificationSms | ReminderSms): Promise<void>;
}

export function renderVerificationText(params: VerificationSms['params']): string {
  return `【乐易拍】您的${params.purposeLabel}验证码为 ${params.code}，${params.ttlMinutes} 分钟内有效。如非本人操作，请忽略本短信。`;
}
