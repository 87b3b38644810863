import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { RateLimiter, RateLimiterFactory, RateLimitRule, RateLimitVerdict } from '../lib/rate-limiter';

export interface RequestLimit extends RateLimitRule {
  /** Counters are shared by every route naming the same limit. */
  name: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requests per client IP; over it, 429 with Retry-After. */
    requestLimit?: RequestLimit;
  }
}

/** Limits on routes that check secrets or burn CPU (argon2), per client IP. */
export const REQUEST_LIMITS = {
  tokenEndpoint: { name: 'req-token', points: 300, windowSeconds: 60 },
  codeCheck: { name: 'req-code-check', points: 60, windowSeconds: 15 * 60 },
  upload: { name: 'req-upload', points: 120, windowSeconds: 10 * 60 },
  /** The public check of a document's code: a person checks a few; a guesser is slowed to a crawl. */
  documentVerify: { name: 'req-document-verify', points: 30, windowSeconds: 60 },
} as const satisfies Record<string, RequestLimit>;

/** The 429 for a hit over its limit (with Retry-After), or undefined when it was within. */
export function rateLimitRefusal(verdict: RateLimitVerdict): AppError | undefined {
  if (verdict.allowed) return undefined;
  return new AppError('RATE_LIMITED', {
    params: { seconds: verdict.retryAfterSeconds },
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
}

export const requestLimitsPlugin = fp<{ rateLimiters: RateLimiterFactory }>(
  (app, { rateLimiters }, done) => {
    const limiters = new Map<string, RateLimiter>();
    const limiterFor = (limit: RequestLimit) => {
      let limiter = limiters.get(limit.name);
      if (!limiter) {
        limiter = rateLimiters(limit.name, limit);
        limiters.set(limit.name, limiter);
      }
      return limiter;
    };

    // A callback hook, so routes without a limit (nearly all) pass without a promise.
    app.addHook('onRequest', (request, _reply, next) => {
      const limit = request.routeOptions.config.requestLimit;
      if (!limit) {
        next();
        return;
      }
      limiterFor(limit)
        .hit(request.ip)
        .then(
          (verdict) => next(rateLimitRefusal(verdict)),
          (error: unknown) => next(error as Error),
        );
    });
    done();
  },
  { name: 'request-limits' },
);
