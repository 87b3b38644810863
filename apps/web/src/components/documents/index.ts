/** A sale's documents (成交确认书, contracts, 提货单, 结算单): shown, previewed and confirmed. */
export { DocumentDrawer, verifyPath } from './document-drawer';
export { DocumentStatus } from './document-status';
export { OrderDocuments } from './order-documents';
export { OrderDocumentsSection } from './order-documents-section';
export { useConfirmDocument } from './use-confirm-document';
