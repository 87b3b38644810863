import type { ErrorCode, ErrorParams } from '@lyp/shared/errors/error-codes';
import type { RefusedBid } from './bid-rules';

export const refuse = (code: ErrorCode, params: ErrorParams = {}): RefusedBid => ({
  accepted: false,
  code,
  params,
});
