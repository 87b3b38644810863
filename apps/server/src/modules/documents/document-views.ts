import {
  DOCUMENT_KINDS,
  DOCUMENT_SIGNATORIES,
  type DocumentKind,
  type DocumentParty,
  type SaleDocument,
} from '@lyp/shared/auction/contract.schemas';
import type { Principal } from '../../lib/principal';
import { CONFIRM_PERMISSION, readableKinds, sidesOf } from './document-access';
import { ensureDocumentsIssued } from './document-issuing';
import type { DocumentsServiceDeps } from './documents-deps';
import type { ConfirmationRow, DocumentRow, OrderSummary } from './documents.repository';

/**
 * The documents of these orders the caller reads (only those of kind `only`, if given), issuing
 * any that are due and not yet made, in the orders' order and then by kind.
 */
export function documentViews(deps: DocumentsServiceDeps) {
  const { documents } = deps;
  const ensureIssued = ensureDocumentsIssued(deps);
  return async (
    summaries: OrderSummary[],
    principal: Principal,
    only?: DocumentKind,
  ): Promise<SaleDocument[]> => {
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
  };
}

export function toView(
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
