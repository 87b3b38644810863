import {
  statementMappingSchema,
  type StatementLayout,
  type StatementLine,
} from '@lyp/shared/reconciliation/statement.schemas';
import type { StatementLayoutRecord, StatementLineRecord } from './reconciliation.repository';

/** Layouts and lines as the API answers them. */

export const toLayout = (row: StatementLayoutRecord): StatementLayout => ({
  id: row.id,
  name: row.name,
  mapping: statementMappingSchema.parse(JSON.parse(row.mapping)),
  headers: JSON.parse(row.headers) as string[],
  updatedAt: row.updatedAt.toISOString(),
});

export const toLine = (row: StatementLineRecord): StatementLine => ({
  id: row.id,
  importId: row.importId,
  transactedAt: row.transactedText,
  amountFen: row.amountFen,
  payerName: row.payerName,
  payerAccount: row.payerAccount,
  payerBank: row.payerBank,
  note: row.note,
  bankSerial: row.bankSerial,
  // A line is pending only inside an import; outside it reads as the exception it may become.
  status: row.status === 'pending' ? 'exception' : row.status,
  problem: row.problem,
  problemDetail: row.problemDetail,
  matchedKind: row.matchedKind,
  matchedId: row.matchedId,
  matchedReference: row.matchedReference,
  resolvedByName: row.resolvedAt ? row.resolvedByName : null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  resolutionNote: row.resolutionNote,
});
