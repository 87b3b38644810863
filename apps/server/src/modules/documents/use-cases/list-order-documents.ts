import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { sidesOf } from '../document-access';
import { documentViews } from '../document-views';
import type { DocumentsServiceDeps } from '../documents-deps';

/** The order's documents the caller is a party to (getContractInfoByOrderId). */
export function listOrderDocuments(deps: DocumentsServiceDeps) {
  const { documents } = deps;
  const views = documentViews(deps);
  return async (principal: Principal, orderId: number): Promise<SaleDocument[]> => {
    const summary = await documents.orderSummary(orderId);
    if (!summary || sidesOf(principal, summary).length === 0) throw new AppError('ORDER_NOT_FOUND');
    return views([summary], principal);
  };
}
