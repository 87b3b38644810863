import type { DocumentsServiceDeps } from './documents-deps';
import { confirmDocument } from './use-cases/confirm-document';
import { issueDueDocuments } from './use-cases/issue-due-documents';
import { listContracts } from './use-cases/list-contracts';
import { listOrderDocuments } from './use-cases/list-order-documents';
import { openDocument } from './use-cases/open-document';
import { reissueDocuments } from './use-cases/reissue-documents';
import { verifyDocument } from './use-cases/verify-document';

export type { DocumentsServiceDeps } from './documents-deps';

/**
 * The documents of each sale: issued as PDFs soon after their event (by a sweep, or when first
 * asked for if that comes sooner), kept as files that never change, confirmed online by the
 * parties (each confirmation issues a new version), and verifiable by anyone holding a printed
 * copy.
 */
export function createDocumentsService(deps: DocumentsServiceDeps) {
  return {
    issueDue: issueDueDocuments(deps),
    forOrder: listOrderDocuments(deps),
    ...listContracts(deps),
    open: openDocument(deps),
    confirm: confirmDocument(deps),
    verify: verifyDocument(deps),
    /** Versions on the estimate kept, then new versions after a weighing. */
    onAmountsChanged: reissueDocuments(deps),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
