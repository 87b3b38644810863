import {
  DOCUMENT_KINDS,
  DOCUMENT_SIGNATORIES,
  type ContractListBody,
  type DocumentKind,
  type DocumentParty,
  type DocumentVerification,
  type SaleDocument,
} from '@lyp/shared/auction/contract.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/file-storage';
import { renderSaleDocumentPdf } from '../../lib/pdf/sale-document-pdf';
import type { Principal } from '../../lib/principal';
import type { OrderRow, OrdersRepository } from '../orders';
import { exportContracts } from './contract-export';
import { documentContent, documentNoOf, documentsDue } from './document-content';
import type {
  ConfirmationRow,
  ContractListScope,
  DocumentRow,
  DocumentsRepository,
  OrderSummary,
} from './documents.repository';

export interface DocumentsServiceDeps {
  documents: DocumentsRepository;
  orders: Pick<OrdersRepository, 'find' | 'viewingContacts'>;
  storage: FileStorage;
  clock: Clock;
  /** Where the public verification page lives: printed on every document and in its QR code. */
  verifyUrl: (code: string) => string;
  /** The 计量单位 dictionary's labels by value. */
  unitLabels: () => Promise<ReadonlyMap<string, string>>;
}

/** Far above any document's size: a guard against a runaway render, not a limit anyone meets. */
const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** Crockford's base32 without I, L, O, U: nothing to misread on paper. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newVerifyCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(32)]).join('');

type Side = DocumentParty | 'platform';

/** Which documents each side of a sale reads: the buyer and the seller each their own contract. */
const KINDS_BY_SIDE: Record<Side, readonly DocumentKind[]> = {
  buyer: ['confirmation', 'buyer_contract', 'tripartite', 'bill_of_lading'],
  seller: ['confirmation', 'seller_contract', 'tripartite', 'bill_of_lading', 'settlement'],
  platform: DOCUMENT_KINDS,
};

/** The permission a party needs to confirm a contract: the screen it is confirmed on. */
const CONFIRM_PERMISSION: Partial<Record<DocumentKind, string>> = {
  buyer_contract: PERMISSIONS.feeContractView.code,
  seller_contract: PERMISSIONS.feeContractView.code,
  tripartite: PERMISSIONS.tripartiteContractView.code,
};

function sidesOf(principal: Principal, order: OrderSummary): Side[] {
  const sides: Side[] = [];
  if (order.buyerUserId === principal.userId) sides.push('buyer');
  if (order.sellerOrgId === principal.orgId) sides.push('seller');
  const platformStaff =
    principal.permissions.has(PERMISSIONS.bidOrderView.code) ||
    principal.permissions.has(PERMISSIONS.noticeAuditView.code);
  if (platformStaff && order.tenantId === principal.tenantId) sides.push('platform');
  return sides;
}

const readableKinds = (sides: Side[]) => new Set(sides.flatMap((side) => KINDS_BY_SIDE[side]));

/**
 * The documents of each sale: issued as PDFs soon after their event (by a sweep, or when first
 * asked for if that comes sooner), kept as files that never change, confirmed online by the
 * parties (each confirmation issues a new version), and verifiable by anyone holding a printed
 * copy.
 */
export function createDocumentsService(deps: DocumentsServiceDeps) {
  const { documents, orders, storage, clock } = deps;

  async function render(
    kind: DocumentKind,
    order: OrderRow,
    version: number,
    confirmations: ConfirmationRow[],
    verifyCode: string,
  ) {
    const parties = await documents.parties(order.id);
    if (!parties) throw new AppError('ORDER_NOT_FOUND');
    const issuedAt = clock.now();
    const documentNo = documentNoOf(kind, order);
    const pdf = await renderSaleDocumentPdf(
      documentContent({
        kind,
        facts: {
          order,
          parties,
          pickupContacts: await orders.viewingContacts(order.lotId),
          unitLabels: await deps.unitLabels(),
        },
        documentNo,
        version,
        issuedAt,
        confirmations: confirmations.filter((row) => row.kind === kind),
        verification: { code: verifyCode, url: deps.verifyUrl(verifyCode) },
      }),
    );
    const stored = await storage.save(Readable.from([pdf]), MAX_DOCUMENT_BYTES);
    return {
      orderId: order.id,
      kind,
      version,
      documentNo,
      verifyCode,
      storageKey: stored.key,
      sizeBytes: stored.sizeBytes,
      sha256: stored.sha256,
      issuedAt,
    };
  }

  /** Issues the first version of each document the order is due and lacks, among `kinds`. */
  async function ensureIssued(orderId: number, kinds: ReadonlySet<DocumentKind>): Promise<void> {
    const order = await orders.find(orderId);
    if (!order) return;
    const due = documentsDue(order).filter((kind) => kinds.has(kind));
    const existing = new Set((await documents.latest([orderId], due)).map((row) => row.kind));
    const missing = due.filter((kind) => !existing.has(kind));
    if (missing.length === 0) return;
    const confirmations = await documents.confirmations([orderId]);
    for (const kind of missing) {
      const values = await render(kind, order, 1, confirmations, newVerifyCode());
      // Another request may have issued it meanwhile: theirs stands, this file goes.
      if (!(await documents.insertFirst(values))) await storage.remove(values.storageKey);
    }
  }

  async function views(
    summaries: OrderSummary[],
    principal: Principal,
    only?: DocumentKind,
  ): Promise<SaleDocument[]> {
    const byOrder = new Map(summaries.map((summary) => [summary.orderId, summary]));
    for (const summary of summaries) {
      const kinds = readableKinds(sidesOf(principal, summary));
      await ensureIssued(summary.orderId, only ? new Set([only].filter((kind) => kinds.has(kind))) : kinds);
    }
    const ids = summaries.map((summary) => summary.orderId);
    const rows = await documents.latest(ids, only ? [only] : DOCUMENT_KINDS);
    const confirmations = await documents.confirmations(ids);
    return rows
      .filter((row) => readableKinds(sidesOf(principal, byOrder.get(row.orderId)!)).has(row.kind))
      .sort(
        (a, b) =>
          ids.indexOf(a.orderId) - ids.indexOf(b.orderId) ||
          DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind),
      )
      .map((row) => toView(row, byOrder.get(row.orderId)!, confirmations, principal));
  }

  function toView(
    row: DocumentRow,
    summary: OrderSummary,
    allConfirmations: ConfirmationRow[],
    principal: Principal,
  ): SaleDocument {
    const confirmations = allConfirmations.filter(
      (confirmation) => confirmation.orderId === row.orderId && confirmation.kind === row.kind,
    );
    const awaiting = DOCUMENT_SIGNATORIES[row.kind].filter(
      (party) => !confirmations.some((confirmation) => confirmation.party === party),
    );
    return {
      id: row.id,
      orderId: row.orderId,
      orderNo: summary.orderNo,
      lotTitle: summary.lotTitle,
      kind: row.kind,
      documentNo: row.documentNo,
      version: row.version,
      verifyCode: row.verifyCode,
      sha256: row.sha256,
      sizeBytes: row.sizeBytes,
      issuedAt: row.issuedAt.toISOString(),
      sellerName: summary.sellerName,
      buyerName: summary.buyerName,
      priceFen: summary.priceFen,
      confirmations: confirmations.map((confirmation) => ({
        party: confirmation.party,
        accountName: confirmation.accountName,
        confirmedAt: confirmation.confirmedAt.toISOString(),
      })),
      awaiting,
      confirmableAs: confirmableAs(principal, summary, row.kind, awaiting),
    };
  }

  function confirmableAs(
    principal: Principal,
    summary: OrderSummary,
    kind: DocumentKind,
    awaiting: readonly DocumentParty[],
  ): DocumentParty | null {
    const permission = CONFIRM_PERMISSION[kind];
    if (!permission || !principal.permissions.has(permission) || summary.status === 'defaulted') return null;
    const sides = sidesOf(principal, summary);
    return awaiting.find((party) => sides.includes(party)) ?? null;
  }

  /** The document if the caller is a party who reads its kind; anyone else's reads as missing. */
  async function requireDocument(principal: Principal, id: number) {
    const row = await documents.find(id);
    const summary = row ? await documents.orderSummary(row.orderId) : undefined;
    if (!row || !summary || !readableKinds(sidesOf(principal, summary)).has(row.kind)) {
      throw new AppError('DOCUMENT_NOT_FOUND');
    }
    return { row, summary };
  }

  async function listPage(
    principal: Principal,
    scope: ContractListScope,
    kind: DocumentKind,
    body: ContractListBody,
  ) {
    const { records, total } = await documents.orderPage(
      scope,
      body.keyword,
      (body.current - 1) * body.size,
      body.size,
    );
    return { records: await views(records, principal, kind), total, current: body.current, size: body.size };
  }

  /** A contract list as filtered, every page of it, as an .xlsx. */
  function exportPages(
    principal: Principal,
    scope: ContractListScope,
    kind: DocumentKind,
    body: ContractListBody,
  ) {
    const rows = allPages(async (offset, limit) =>
      views((await documents.orderPage(scope, body.keyword, offset, limit)).records, principal, kind),
    );
    return exportContracts(kind, rows, clock.now());
  }

  const buyerScope = (principal: Principal): ContractListScope => ({
    side: 'buyer',
    userId: principal.userId,
  });
  const sellerScope = (principal: Principal): ContractListScope => ({
    side: 'seller',
    orgId: principal.orgId,
  });
  const eitherScope = (principal: Principal): ContractListScope => ({
    side: 'either',
    userId: principal.userId,
    orgId: principal.orgId,
  });

  // Orders whose documents could not be made stay out of later sweeps until a restart, so one
  // broken order neither blocks the rest nor fills the log every second.
  const unissuable = new Set<number>();

  return {
    /**
     * Issues what the oldest `limit` orders lacking documents are due, so every sale has its
     * papers even if nobody opens them. Returns the orders whose documents could not be made.
     */
    async issueDue(limit: number): Promise<Array<{ orderId: number; error: unknown }>> {
      const failures: Array<{ orderId: number; error: unknown }> = [];
      for (const orderId of await documents.ordersLackingDocuments(limit, [...unissuable])) {
        try {
          await ensureIssued(orderId, new Set(DOCUMENT_KINDS));
        } catch (error) {
          unissuable.add(orderId);
          failures.push({ orderId, error });
        }
      }
      return failures;
    },

    /** The order's documents the caller is a party to (getContractInfoByOrderId). */
    async forOrder(principal: Principal, orderId: number): Promise<SaleDocument[]> {
      const summary = await documents.orderSummary(orderId);
      if (!summary || sidesOf(principal, summary).length === 0) throw new AppError('ORDER_NOT_FOUND');
      return views([summary], principal);
    },

    buyerContracts: (principal: Principal, body: ContractListBody) =>
      listPage(principal, buyerScope(principal), 'buyer_contract', body),
    buyerContractsExport: (principal: Principal, body: ContractListBody) =>
      exportPages(principal, buyerScope(principal), 'buyer_contract', body),

    sellerContracts: (principal: Principal, body: ContractListBody) =>
      listPage(principal, sellerScope(principal), 'seller_contract', body),
    sellerContractsExport: (principal: Principal, body: ContractListBody) =>
      exportPages(principal, sellerScope(principal), 'seller_contract', body),

    tripartiteContracts: (principal: Principal, body: ContractListBody) =>
      listPage(principal, eitherScope(principal), 'tripartite', body),
    tripartiteContractsExport: (principal: Principal, body: ContractListBody) =>
      exportPages(principal, eitherScope(principal), 'tripartite', body),

    /** The stored PDF, exactly as issued. */
    async open(principal: Principal, id: number) {
      const { row } = await requireDocument(principal, id);
      return { row, stream: storage.open(row.storageKey) };
    },

    /** 签署确认: records the caller's confirmation and issues the version that prints it. */
    async confirm(principal: Principal, id: number): Promise<SaleDocument> {
      const { row, summary } = await requireDocument(principal, id);
      const sides = sidesOf(principal, summary);
      const mine = DOCUMENT_SIGNATORIES[row.kind].filter((party) => sides.includes(party));
      const permission = CONFIRM_PERMISSION[row.kind];
      if (mine.length === 0 || !permission || !principal.permissions.has(permission)) {
        throw new AppError('DOCUMENT_NOT_A_SIGNATORY');
      }
      if (summary.status === 'defaulted') throw new AppError('DOCUMENT_SALE_VOID');
      const done = await documents.confirmations([row.orderId]);
      const party = mine.find(
        (side) => !done.some((confirmation) => confirmation.kind === row.kind && confirmation.party === side),
      );
      if (!party) throw new AppError('DOCUMENT_ALREADY_CONFIRMED');
      const order = await orders.find(row.orderId);
      if (!order) throw new AppError('DOCUMENT_NOT_FOUND');
      const issued = await documents.confirm(
        {
          orderId: row.orderId,
          kind: row.kind,
          party,
          userId: principal.userId,
          accountName: await documents.accountName(principal.userId),
          at: clock.now(),
        },
        ({ version, confirmations }) => render(row.kind, order, version, confirmations, newVerifyCode()),
      );
      if (issued === 'already_confirmed') throw new AppError('DOCUMENT_ALREADY_CONFIRMED');
      return toView(issued, summary, await documents.confirmations([row.orderId]), principal);
    },

    /** Public: what a printed copy's verification code stands for. */
    async verify(code: string): Promise<DocumentVerification> {
      const row = await documents.findByCode(code);
      const summary = row ? await documents.orderSummary(row.orderId) : undefined;
      if (!row || !summary) throw new AppError('DOCUMENT_VERIFY_FAILED');
      const latestVersion = await documents.latestVersion(row.orderId, row.kind);
      const confirmations = (await documents.confirmations([row.orderId])).filter(
        (confirmation) => confirmation.kind === row.kind && confirmation.issuedVersion <= row.version,
      );
      return {
        kind: row.kind,
        documentNo: row.documentNo,
        version: row.version,
        isLatest: row.version === latestVersion,
        latestVersion,
        issuedAt: row.issuedAt.toISOString(),
        orderNo: summary.orderNo,
        lotTitle: summary.lotTitle,
        sellerName: summary.sellerName,
        buyerName: summary.buyerName,
        priceFen: summary.priceFen,
        sha256: row.sha256,
        sizeBytes: row.sizeBytes,
        confirmations: confirmations.map((confirmation) => ({
          party: confirmation.party,
          accountName: confirmation.accountName,
          confirmedAt: confirmation.confirmedAt.toISOString(),
        })),
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
