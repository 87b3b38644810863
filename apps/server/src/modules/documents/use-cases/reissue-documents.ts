import { DOCUMENT_KINDS } from '@lyp/shared/auction/contract.schemas';
import { ensureDocumentsIssued, newVerifyCode, renderDocument } from '../document-issuing';
import { documentsDue } from '../document-content';
import type { DocumentsServiceDeps } from '../documents-deps';

/**
 * When a sale's amounts change (a 单价 sale weighed at pickup), its documents are issued again:
 * `ensureIssued` first, so the versions on the estimate exist and stay; then `reissue`, a new
 * version of each on the order as it now stands.
 */
export function reissueDocuments(deps: DocumentsServiceDeps) {
  const { documents, orders } = deps;
  const ensureIssued = ensureDocumentsIssued(deps);
  const render = renderDocument(deps);
  return {
    ensureIssued: (orderId: number) => ensureIssued(orderId, new Set(DOCUMENT_KINDS)),
    async reissue(orderId: number): Promise<void> {
      const order = await orders.find(orderId);
      if (!order) return;
      for (const kind of documentsDue(order)) {
        await documents.insertNext(orderId, kind, ({ version, confirmations }) =>
          render(kind, order, version, confirmations, newVerifyCode()),
        );
      }
    },
  };
}
