import { performance } from 'node:perf_hooks';
import { AppError } from '../../lib/app-error';
import type { BidOutcome } from './bidding-deps';

/**
 * The submission with its outcome and answer time reported: what an operator watches to see
 * bids refused in a burst (a rule misread, a deposit check gone wrong) or answered slowly.
 * Wall time, not the injected clock: a test's frozen clock would report every bid as instant.
 */
export function measuredSubmit<Args extends unknown[], Result>(
  submit: (...args: Args) => Promise<Result>,
  record: ((outcome: BidOutcome, seconds: number) => void) | undefined,
): (...args: Args) => Promise<Result> {
  if (!record) return submit;
  return async (...args) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await submit(...args);
      record({ accepted: true }, seconds());
      return result;
    } catch (error) {
      record({ accepted: false, reason: error instanceof AppError ? error.code : 'error' }, seconds());
      throw error;
    }
  };
}
