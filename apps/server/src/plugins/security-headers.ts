import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet sets on this product's answers; nothing in it depends on the request. */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      // Private PDFs (vouchers, contracts) are fetched with the token and framed from a blob URL.
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Same-origin product: no cross-origin isolation needed, and it breaks PDF previews.
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet writes for OPTIONS, taken once from a response that only records them. */
export function securityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST guidance): no sniffing it as something runnable, no
 * rendering or framing it as a page, no reading it from another origin. The rest of helmet's
 * set governs documents (referrer, opener, DNS prefetch, HSTS, which a browser takes from the
 * pages it navigates to), and each header is parsed again by every client on every call.
 */
const JSON_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
};

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Security headers on every answer, chosen by what it is once its type is known: JSON gets
 * JSON_ANSWER_HEADERS, anything else (pages, scripts, files, PDFs) helmet's full set.
 * @fastify/helmet builds helmet's middleware anew for each request, which cost a lot page
 * about 13 % of its CPU; the headers are the same every time, so they are worked out once
 * here and only copied per request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const documentHeaders = securityHeaders();
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.headers(isJson(reply.getHeader('content-type')) ? JSON_ANSWER_HEADERS : documentHeaders);
    done(null, payload);
  });
}
