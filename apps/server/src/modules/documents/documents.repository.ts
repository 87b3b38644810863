import type { Db } from '../../db/client';
import { createOrderSummaryQueries } from './order-summaries.queries';
import { createSalePartiesQueries } from './sale-parties.queries';
import { createSaleDocumentQueries } from './sale-documents.queries';
import { createSaleDocumentWrites } from './sale-documents-writes';
import { createDocumentVersionWrites } from './document-version-writes';

export type { ContractListScope, OrderSummary } from './order-summaries.queries';
export type { SaleParties } from './sale-parties.queries';
export type { ConfirmationRow, DocumentRow } from './sale-documents.queries';

export function createDocumentsRepository(db: Db) {
  return {
    ...createOrderSummaryQueries(db),
    ...createSalePartiesQueries(db),
    ...createSaleDocumentQueries(db),
    ...createSaleDocumentWrites(db),
    ...createDocumentVersionWrites(db),
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
