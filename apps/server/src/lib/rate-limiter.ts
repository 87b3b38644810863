import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Counters for throttling (SMS per IP, sign-in failures). In one process by default; in
 * Redis when REDIS_URL is set, so every instance sees the same counts. If Redis fails,
 * an in-memory limiter takes over rather than letting everything through.
 */
export interface RateLimitRule {
  /** How many hits are allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once over the limit, refuse for this long (default: until the window ends). */
  blockSeconds?: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit and says whether it was within the limit. */
  hit(key: string): Promise<RateLimitVerdict>;
  /** Says whether the key is currently over its limit, without counting. */
  check(key: string): Promise<RateLimitVerdict>;
  reset(key: string): Promise<void>;
  /** Gives back one hit (an attempt that turned out legitimate). */
  refund(key: string): Promise<void>;
  /** Hits counted in the current window (0 when none). */
  count(key: string): Promise<number>;
}

export type RateLimiterFactory = (name: string, rule: RateLimitRule) => RateLimiter;

export function createRateLimiterFactory(options: { redis?: Redis; keyPrefix: string }): RateLimiterFactory {
  return (name, rule) => {
    const settings = {
      keyPrefix: `${options.keyPrefix}rl:${name}`,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const memory = new RateLimiterMemory(settings);
    const limiter: RateLimiterAbstract = options.redis
      ? new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: memory })
      : memory;
    return wrap(limiter, rule);
  };
}

function wrap(limiter: RateLimiterAbstract, rule: RateLimitRule): RateLimiter {
  const secondsOf = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return {
    hit: async (key) => {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: secondsOf(rejection) };
        throw rejection;
      }
    },
    check: async (key) => {
      const result = await limiter.get(key);
      if (!result || result.consumedPoints < rule.points) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: secondsOf(result) };
    },
    reset: async (key) => {
      await limiter.delete(key);
    },
    refund: async (key) => {
      await limiter.reward(key, 1);
    },
    count: async (key) => (await limiter.get(key))?.consumedPoints ?? 0,
  };
}
