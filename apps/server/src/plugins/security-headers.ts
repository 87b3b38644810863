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
 * Helmet's headers on every answer. @fastify/helmet builds helmet's middleware anew for each
 * request, which cost a lot page about 13 % of its CPU; the headers are the same every time,
 * so they are worked out once here and only copied per request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
