import type { Db } from '../../db/client';
import { createDepositPaymentMoves } from './deposit-ledger-payments';
import { createDepositReturnMoves } from './deposit-ledger-returns';
import { createDepositSaleMoves } from './deposit-ledger-sales';

export type { LotForConfirmation, StatementEvidence } from './deposit-ledger-payments';

/**
 * The deposits ledger: every movement of money between the buckets, each one statement with its
 * history entry. Movements that belong to a close or a withdrawal take that transaction (`tx`).
 */
export function createDepositLedger(db: Db) {
  return {
    ...createDepositPaymentMoves(db),
    ...createDepositReturnMoves(db),
    ...createDepositSaleMoves(db),
  };
}
