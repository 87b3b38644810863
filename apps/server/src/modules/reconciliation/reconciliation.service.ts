import {
  statementMappingSchema,
  type MatchCandidate,
  type StatementImportBody,
  type StatementImportSummary,
  type StatementLayout,
  type StatementLine,
  type StatementLineListBody,
  type StatementLineMatchBody,
  type StatementLineRejectBody,
  type StatementPreview,
} from '@lyp/shared/reconciliation/statement.schemas';
import { depositReference } from '@lyp/shared/auction/payment-reference';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import { headerRowIndex } from '../../lib/tabular-file';
import type { DepositsService } from '../deposits';
import type { FilesService } from '../files';
import type { OperationLogService } from '../operation-log';
import type { OrdersService } from '../orders';
import { createPaymentMatcher } from './payment-matcher';
import type {
  ReconciliationRepository,
  StatementLayoutRecord,
  StatementLineRecord,
} from './reconciliation.repository';
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

const toLayout = (row: StatementLayoutRecord): StatementLayout => ({
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

  async function requireException(auditor: Principal, lineId: number): Promise<StatementLineRecord> {
    const line = await reconciliation.findLine(lineId);
    if (!line || line.tenantId !== auditor.tenantId) throw new AppError('STATEMENT_LINE_NOT_FOUND');
    if (line.status !== 'exception') throw new AppError('STATEMENT_LINE_SETTLED');
    return line;
  }

  return {
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

    /** What an exception may pay: deposits and orders of the tenant awaiting exactly its amount. */
    async candidates(auditor: Principal, lineId: number): Promise<MatchCandidate[]> {
      const line = await requireException(auditor, lineId);
      const [deposits, orders] = await Promise.all([
        deps.deposits.awaitingWithAmount(auditor.tenantId, line.amountFen),
        deps.orders.awaitingWithAmount(auditor.tenantId, line.amountFen),
      ]);
      return [
        ...deposits.map((deposit) => ({
          kind: 'deposit' as const,
          id: deposit.id,
          reference: depositReference(deposit.lotId, deposit.userId),
          payerName: deposit.bidderName,
          lotTitle: deposit.lotTitle,
          amountFen: deposit.amountFen,
          submittedAt: deposit.submittedAt?.toISOString() ?? null,
        })),
        ...orders.map((order) => ({
          kind: 'order' as const,
          id: order.id,
          reference: order.orderNo,
          payerName: (JSON.parse(order.confirmation) as { buyerName: string }).buyerName,
          lotTitle: order.lotTitle,
          amountFen: order.amountDueFen,
          submittedAt: order.paymentSubmittedAt?.toISOString() ?? null,
        })),
      ];
    },

    /** 人工匹配: the exception pays the deposit or order picked, if its amount is the one due. */
    async match(auditor: Principal, body: StatementLineMatchBody): Promise<StatementLine> {
      const line = await requireException(auditor, body.lineId);
      const decision =
        body.kind === 'deposit'
          ? await (async () => {
              const deposit = await deps.deposits.forStatementById(auditor.tenantId, body.targetId);
              if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND');
              return matcher.settleDeposit(auditor, line, deposit);
            })()
          : await (async () => {
              const order = await deps.orders.forStatementById(auditor.tenantId, body.targetId);
              if (!order) throw new AppError('ORDER_NOT_FOUND');
              return matcher.settleOrder(auditor, line, order);
            })();
      if (decision.status !== 'confirmed')
        throw new AppError('STATEMENT_MATCH_REFUSED', { params: { reason: decision.problemDetail ?? '' } });
      await deps.operationLog.record(auditor, {
        action: 'statement.match',
        targetType: 'bank_statement_line',
        targetId: line.id,
        summary: `人工匹配银行流水 ${line.bankSerial ?? line.id} 到${body.kind === 'deposit' ? '保证金' : '订单'} ${decision.matchedReference ?? ''}`,
        before: { status: 'exception', problem: line.problem },
        after: { status: 'resolved', kind: body.kind, targetId: body.targetId, note: body.note ?? null },
      });
      await reconciliation.resolve(line.id, {
        status: 'resolved',
        matchedKind: body.kind,
        matchedId: body.targetId,
        matchedReference: decision.matchedReference ?? '',
        note: body.note ?? null,
        userId: auditor.userId,
        now: clock.now(),
      });
      return toLine((await reconciliation.findLine(line.id))!);
    },

    /** 驳回: not the platform's business (or to be sent back): closed with the reason. */
    async reject(auditor: Principal, body: StatementLineRejectBody): Promise<StatementLine> {
      const line = await requireException(auditor, body.lineId);
      if (
        !(await reconciliation.resolve(line.id, {
          status: 'rejected',
          note: body.reason,
          userId: auditor.userId,
          now: clock.now(),
        }))
      )
        throw new AppError('STATEMENT_LINE_SETTLED');
      await deps.operationLog.record(auditor, {
        action: 'statement.reject',
        targetType: 'bank_statement_line',
        targetId: line.id,
        summary: `驳回银行流水 ${line.bankSerial ?? line.id}：${body.reason}`,
        before: { status: 'exception' },
        after: { status: 'rejected', reason: body.reason },
      });
      return toLine((await reconciliation.findLine(line.id))!);
    },
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
