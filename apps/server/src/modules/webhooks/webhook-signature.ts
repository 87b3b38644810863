import { createHmac } from 'node:crypto';

/**
 * The signature of one request: `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under
 * the endpoint's secret. The timestamp (Unix seconds) is signed too, so a receiver that refuses
 * old timestamps cannot be replayed a captured request later.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
