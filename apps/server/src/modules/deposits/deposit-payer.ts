import type { PayerAccount } from '@lyp/shared/auction/deposit.schemas';
import { sql } from 'drizzle-orm';
import { deposits } from '../../db/schema';

/** A company's account on record, as the deposit queries read it (JSON). */
export interface RegisteredAccount {
  accountName: string;
  bankNumber: string;
  bankName: string | null;
}

/**
 * The registered account of the company a deposit was paid for, if the bidder acted for one:
 * where its refund goes when neither the statement nor the bidder said where the money came from.
 */
export const registeredAccountOfDeposit = sql<RegisteredAccount | null>`(
  select json_build_object('accountName', o.name, 'bankNumber', o.bank_number, 'bankName', o.bank_name)
  from organisations o
  where o.id = ${deposits.orgId} and o.type = 'company' and o.bank_number is not null)`;

/** Where a deposit came from, and so where its refund goes: the statement, the voucher, else the company's account. */
export function payerAccountOf(row: {
  payerName: string | null;
  payerAccount: string | null;
  payerBank: string | null;
  payerSource: 'statement' | 'voucher' | null;
  registeredAccount: RegisteredAccount | null;
}): PayerAccount | null {
  if (row.payerAccount && row.payerSource)
    return {
      accountName: row.payerName ?? '',
      bankNumber: row.payerAccount,
      bankName: row.payerBank,
      source: row.payerSource,
    };
  if (row.registeredAccount) return { ...row.registeredAccount, source: 'registered' };
  return null;
}
