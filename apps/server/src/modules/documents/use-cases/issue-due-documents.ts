import { DOCUMENT_KINDS } from '@lyp/shared/auction/contract.schemas';
import { ensureDocumentsIssued } from '../document-issuing';
import type { DocumentsServiceDeps } from '../documents-deps';

/**
 * Issues what the oldest `limit` orders lacking documents are due, so every sale has its
 * papers even if nobody opens them. Returns the orders whose documents could not be made.
 */
export function issueDueDocuments(deps: DocumentsServiceDeps) {
  const { documents } = deps;
  const ensureIssued = ensureDocumentsIssued(deps);

  // Orders whose documents could not be made stay out of later sweeps until a restart, so one
  // broken order neither blocks the rest nor fills the log every second.
  const unissuable = new Set<number>();

  return async (limit: number): Promise<Array<{ orderId: number; error: unknown }>> => {
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
  };
}
