import type {
  StatementImportBody,
  StatementImportSummary,
} from '@lyp/shared/reconciliation/statement.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { PaymentMatcher } from '../payment-matcher';
import type { ReconciliationServiceDeps } from '../reconciliation-deps';
import type { StatementLineRecord } from '../reconciliation.repository';
import { readStatementFile } from '../statement-file';
import { toLine } from '../statement-line-view';
import { readTransactions, StatementColumnsMissingError } from '../statement-rows';

/** Decides a line by its note and writes the decision. */
export function decideLine(deps: ReconciliationServiceDeps, matcher: PaymentMatcher) {
  const { reconciliation } = deps;
  return async function decide(auditor: Principal, line: StatementLineRecord) {
    return reconciliation.decide(line.id, await matcher.decide(auditor, line));
  };
}

/** The import's operation-log entry: what it confirmed and what it left as exceptions. */
function recordImportOf(deps: ReconciliationServiceDeps) {
  return async (
    auditor: Principal,
    body: StatementImportBody,
    fileName: string,
    importId: number,
    summary: StatementImportSummary,
  ) => {
    await deps.operationLog.record(auditor, {
      action: 'statement.import',
      targetType: 'bank_statement_import',
      targetId: importId,
      summary: `导入银行对账单 ${fileName}（${body.layoutName}）：自动确认 ${summary.confirmed.length} 笔，异常 ${summary.exceptions.length} 笔`,
      before: null,
      after: {
        fileId: body.fileId,
        credits: summary.credits,
        alreadyImported: summary.alreadyImported,
        confirmed: summary.confirmed.map((line) => ({ lineId: line.id, reference: line.matchedReference })),
        exceptions: summary.exceptions.map((line) => line.id),
      },
    });
  };
}

/**
 * Imports the statement by its mapping (remembered under the bank's name): each credit not
 * imported before becomes a line, decided at once. Nothing new: nothing is written.
 */
export function importStatement(deps: ReconciliationServiceDeps, matcher: PaymentMatcher) {
  const { reconciliation, clock } = deps;
  const readStatement = readStatementFile(deps);
  const decide = decideLine(deps, matcher);
  const recordImport = recordImportOf(deps);
  return async (auditor: Principal, body: StatementImportBody): Promise<StatementImportSummary> => {
    const { file, table, headers } = await readStatement(auditor, body.fileId);
    let read;
    try {
      read = readTransactions(table, body.mapping);
    } catch (error) {
      if (error instanceof StatementColumnsMissingError)
        throw new AppError('STATEMENT_COLUMNS_MISSING', {
          params: { name: file.name, columns: error.columns.join('、') },
        });
      throw error;
    }
    const now = clock.now();
    const layout = await reconciliation.saveLayout({
      tenantId: auditor.tenantId,
      name: body.layoutName,
      headers,
      mapping: body.mapping,
      userId: auditor.userId,
      now,
    });
    // Lines an earlier import left undecided (it stopped part-way) are decided first.
    for (const stuck of await reconciliation.pendingLines(auditor.tenantId)) await decide(auditor, stuck);

    const known = await reconciliation.knownKeys(
      auditor.tenantId,
      read.transactions.map((transaction) => transaction.lineKey),
    );
    const fresh = read.transactions.filter((transaction) => !known.has(transaction.lineKey));
    const summary: StatementImportSummary = {
      importId: null,
      fileName: file.name,
      rows: read.transactions.length + read.debits + read.unreadable.length,
      credits: read.transactions.length,
      debits: read.debits,
      alreadyImported: read.transactions.length - fresh.length,
      unreadable: read.unreadable,
      confirmed: [],
      exceptions: [],
    };
    if (fresh.length === 0) return summary;
    const importId = await reconciliation.insertImport({
      tenantId: auditor.tenantId,
      layoutId: layout.id,
      fileId: body.fileId,
      fileName: file.name,
      userId: auditor.userId,
      now,
    });
    summary.importId = importId;
    for (const transaction of fresh) {
      const line = await reconciliation.insertLine(auditor.tenantId, importId, transaction, now);
      if (!line) {
        summary.alreadyImported += 1;
        continue;
      }
      const decided = toLine(await decide(auditor, line));
      (decided.status === 'confirmed' ? summary.confirmed : summary.exceptions).push(decided);
    }
    await recordImport(auditor, body, file.name, importId, summary);
    return summary;
  };
}
