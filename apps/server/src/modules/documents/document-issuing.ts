import type { DocumentKind } from '@lyp/shared/auction/contract.schemas';
import { randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { renderSaleDocumentPdf } from '../../lib/pdf/sale-document-pdf';
import type { OrderRow } from '../orders';
import { documentContent, documentNoOf, documentsDue } from './document-content';
import type { DocumentsServiceDeps } from './documents-deps';
import type { ConfirmationRow } from './documents.repository';

/** Far above any document's size: a guard against a runaway render, not a limit anyone meets. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** Crockford's base32 without I, L, O, U: nothing to misread on paper. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const newVerifyCode = () => Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(32)]).join('');

/** Renders a version of one of the order's documents and stores its PDF: the row to record it by. */
export function renderDocument(deps: DocumentsServiceDeps) {
  const { documents, orders, storage, clock } = deps;
  return async (
    kind: DocumentKind,
    order: OrderRow,
    version: number,
    confirmations: ConfirmationRow[],
    verifyCode: string,
  ) => {
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
  };
}

/** Issues the first version of each document the order is due and lacks, among `kinds`. */
export function ensureDocumentsIssued(deps: DocumentsServiceDeps) {
  const { documents, orders, storage } = deps;
  const render = renderDocument(deps);
  return async (orderId: number, kinds: ReadonlySet<DocumentKind>): Promise<void> => {
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
  };
}
