import { WEBHOOK_HEADERS } from '@lyp/shared/integrations/webhook-events';

/**
 * How a receiver checks a request, in Node: the signature over `${timestamp}.${rawBody}` (the body
 * as received, before any JSON parsing), compared in constant time, and the timestamp fresh.
 */
export const VERIFY_SNIPPET = [
  "const crypto = require('node:crypto');",
  '// secret：上面的签名密钥；rawBody：收到的原始请求体（解析 JSON 之前的字符串）',
  `const timestamp = req.headers['${WEBHOOK_HEADERS.timestamp}'];`,
  "const expected = 'v1=' + crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');",
  `const given = Buffer.from(req.headers['${WEBHOOK_HEADERS.signature}'] ?? '');`,
  'const valid = given.length === expected.length && crypto.timingSafeEqual(given, Buffer.from(expected))',
  '  && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300; // 拒绝 5 分钟前的请求，防止重放',
].join('\n');
