import type { SmsProvider } from './sms-provider';

/**
 * Sends through an HTTP gateway: POSTs the message as JSON to SMS_WEBHOOK_URL with an
 * optional bearer token. Any SMS vendor can sit behind a small relay speaking this shape.
 */
export function createWebhookSmsProvider(options: {
  url: string;
  token?: string;
  timeoutMs?: number;
}): SmsProvider {
  return {
    name: 'webhook',
    send: async (message) => {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify(
          message.template === 'reminder'
            ? { phone: message.phone, template: message.template, text: message.text }
            : {
                phone: message.phone,
                template: message.template,
                purpose: message.purpose,
                params: message.params,
                text: message.text,
              },
        ),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
