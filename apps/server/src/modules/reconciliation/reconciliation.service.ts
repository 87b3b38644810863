import type {
  StatementImportBody,
  StatementImportSummary,
  StatementLayout,
  StatementLineListBody,
  StatementPreview,
} from '@lyp/shared/reconciliation/statement.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import { headerRowIndex } from '../../lib/tabular-file';
import type { DepositsService } from '../deposits';
import type { FilesService } from '../files';
import type { OperationLogService } from '../operation-log';
import type { OrdersService } from '../orders';
import { createPaymentMatcher } from './payment-matcher';
import { createStatementExceptions } from './statement-exceptions';
import { toLayout, toLine } from './statement-line-view';
import type { ReconciliationRepository, StatementLineRecord } from './reconciliation.repository';
import { guessMapping } from './statement-guess';
import { normaliseHeader, readTransactions, StatementColumnsMissingError } from './statement-rows';

export interface ReconciliationServiceDeps {
  reconciliation: ReconciliationRepository;
  files: Pick<FilesService, 'readOwnTable'>;
  deposits: Pick<
    DepositsService,
    'forStatement' | 'forStatementById' | 'confirmByStatement' | 'awaitingWithAmount'
  >;
  orders: Pick<
    OrdersService,
    'forStatement' | 'forStatementById' | 'confirmByStatement' | 'awaitingWithAmount'
  >;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
}

const SAMPLE_ROWS = 5;

/**
 * 银行对账: the platform account's statement imported, each credit confirmed against the deposit
 * or order its note names (the line kept as evidence), every other credit an exception for a
 * person to match or reject. A line is known by its key: importing it again changes nothing.
 */
export function createReconciliationService(deps: ReconciliationServiceDeps) {
  const { reconciliation, clock } = deps;
  const matcher = createPaymentMatcher(deps);

  /** The statement's rows and header, as uploaded by the caller (their own file, .xlsx or .csv). */
  async function readStatement(principal: Principal, fileId: string) {
    const { file, table } = await deps.files.readOwnTable(principal, fileId, '银行对账单');
    const headerAt = headerRowIndex(table);
    return { file, table, headerAt, headers: (table[headerAt] ?? []).map(normaliseHeader).filter(Boolean) };
  }

  async function decide(auditor: Principal, line: StatementLineRecord) {
    return reconciliation.decide(line.id, await matcher.decide(auditor, line));
  }

  return {
    ...createStatementExceptions({ ...deps, matcher }),

    async layouts(principal: Principal): Promise<StatementLayout[]> {
      return (await reconciliation.listLayouts(principal.tenantId)).map(toLayout);
    },

    /** What the statement holds, and the remembered layout of a bank whose header it has. */
    async preview(principal: Principal, fileId: string): Promise<StatementPreview> {
      const { file, table, headerAt, headers } = await readStatement(principal, fileId);
      const signature = JSON.stringify(headers);
      const layout = (await reconciliation.listLayouts(principal.tenantId)).find(
        (row) => row.headers === signature,
      );
      return {
        fileName: file.name,
        headers,
        sampleRows: table.slice(headerAt + 1, headerAt + 1 + SAMPLE_ROWS),
        rowCount: Math.max(0, table.length - headerAt - 1),
        layout: layout ? toLayout(layout) : null,
        guess: guessMapping(headers),
      };
    },

    /**
     * Imports the statement by its mapping (remembered under the bank's name): each credit not
     * imported before becomes a line, decided at once. Nothing new: nothing is written.
     */
    async import(auditor: Principal, body: StatementImportBody): Promise<StatementImportSummary> {
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
      await deps.operationLog.record(auditor, {
        action: 'statement.import',
        targetType: 'bank_statement_import',
        targetId: importId,
        summary: `导入银行对账单 ${file.name}（${body.layoutName}）：自动确认 ${summary.confirmed.length} 笔，异常 ${summary.exceptions.length} 笔`,
        before: null,
        after: {
          fileId: body.fileId,
          credits: summary.credits,
          alreadyImported: summary.alreadyImported,
          confirmed: summary.confirmed.map((line) => ({ lineId: line.id, reference: line.matchedReference })),
          exceptions: summary.exceptions.map((line) => line.id),
        },
      });
      return summary;
    },

    async lines(principal: Principal, body: StatementLineListBody) {
      const { records, total } = await reconciliation.listLines({
        tenantId: principal.tenantId,
        ...(body.status ? { status: body.status } : {}),
        ...(body.keyword ? { keyword: body.keyword } : {}),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toLine), total, current: body.current, size: body.size };
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
