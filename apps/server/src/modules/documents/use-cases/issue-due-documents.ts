import { DOCUMENT_KINDS } from '@lyp/shared/auction/contract.schemas';
import { ensureDocumentsIssued } from '../document-issuing';
import type { DocumentsServiceDeps } from '../documents-deps';
import { createRetrySchedule } from '../retry-schedule';

export interface DocumentIssueFailure {
  orderId: number;
  error: unknown;
}

export interface DueDocumentsRound {
  failures: DocumentIssueFailure[];
  /** Orders tried again after an earlier failure (whether or not they succeeded now). */
  retried: number;
}

/**
 * Issues what the oldest `limit` orders lacking documents are due, so every sale has its
 * papers even if nobody opens them. An order that fails is set aside and retried with backoff.
 */
export function issueDueDocuments(deps: DocumentsServiceDeps) {
  const { documents, clock } = deps;
  const ensureIssued = ensureDocumentsIssued(deps);
  const retries = createRetrySchedule();

  return async (limit: number): Promise<DueDocumentsRound> => {
    const now = clock.now().getTime();
    const round: DueDocumentsRound = { failures: [], retried: 0 };
    for (const orderId of await documents.ordersLackingDocuments(limit, retries.waiting(now))) {
      if (retries.isRetry(orderId)) round.retried += 1;
      try {
        await ensureIssued(orderId, new Set(DOCUMENT_KINDS));
        retries.succeeded(orderId);
      } catch (error) {
        retries.failed(orderId, now);
        round.failures.push({ orderId, error });
      }
    }
    return round;
  };
}
