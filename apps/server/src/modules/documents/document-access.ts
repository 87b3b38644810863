import { DOCUMENT_KINDS, type DocumentKind, type DocumentParty } from '@lyp/shared/auction/contract.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../lib/app-error';
import { isBuyerOf, type Principal } from '../../lib/principal';
import type { DocumentsRepository, OrderSummary } from './documents.repository';

export type Side = DocumentParty | 'platform';

/** Which documents each side of a sale reads: the buyer and the seller each their own contract. */
const KINDS_BY_SIDE: Record<Side, readonly DocumentKind[]> = {
  buyer: ['confirmation', 'buyer_contract', 'tripartite', 'bill_of_lading'],
  seller: ['confirmation', 'seller_contract', 'tripartite', 'bill_of_lading', 'settlement'],
  platform: DOCUMENT_KINDS,
};

/** The permission a party needs to confirm a contract: the screen it is confirmed on. */
export const CONFIRM_PERMISSION: Partial<Record<DocumentKind, string>> = {
  buyer_contract: PERMISSIONS.feeContractView.code,
  seller_contract: PERMISSIONS.feeContractView.code,
  tripartite: PERMISSIONS.tripartiteContractView.code,
};

export function sidesOf(principal: Principal, order: OrderSummary): Side[] {
  const sides: Side[] = [];
  if (isBuyerOf(principal, order)) sides.push('buyer');
  if (order.sellerOrgId === principal.orgId) sides.push('seller');
  const platformStaff =
    principal.permissions.has(PERMISSIONS.bidOrderView.code) ||
    principal.permissions.has(PERMISSIONS.noticeAuditView.code);
  if (platformStaff && order.tenantId === principal.tenantId) sides.push('platform');
  return sides;
}

export const readableKinds = (sides: Side[]) => new Set(sides.flatMap((side) => KINDS_BY_SIDE[side]));

/** The document if the caller is a party who reads its kind; anyone else's reads as missing. */
export async function requireDocument(documents: DocumentsRepository, principal: Principal, id: number) {
  const row = await documents.find(id);
  const summary = row ? await documents.orderSummary(row.orderId) : undefined;
  if (!row || !summary || !readableKinds(sidesOf(principal, summary)).has(row.kind)) {
    throw new AppError('DOCUMENT_NOT_FOUND');
  }
  return { row, summary };
}
