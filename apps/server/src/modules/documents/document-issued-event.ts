import type { DocumentKind, DocumentParty } from '@lyp/shared/auction/contract.schemas';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { recordWebhookEvent } from '../webhooks';

/** Whose systems hear a document was issued: the side it is for, or both. */
const AUDIENCE: Record<DocumentKind, readonly DocumentParty[]> = {
  confirmation: ['buyer', 'seller'],
  buyer_contract: ['buyer'],
  seller_contract: ['seller'],
  tripartite: ['buyer', 'seller'],
  bill_of_lading: ['buyer', 'seller'],
  settlement: ['seller'],
};

/** The document.issued webhook event, in the transaction that stored the version. */
export async function recordDocumentIssued(
  tx: DbOrTx,
  document: {
    id: number;
    orderId: number;
    kind: DocumentKind;
    version: number;
    documentNo: string;
    issuedAt: Date;
  },
): Promise<void> {
  const [order] = await tx
    .select({ buyerOrgId: orders.buyerOrgId, sellerOrgId: orders.sellerOrgId })
    .from(orders)
    .where(eq(orders.id, document.orderId));
  if (!order) return;
  const parties = AUDIENCE[document.kind];
  await recordWebhookEvent(tx, {
    type: 'document.issued',
    orgIds: [
      parties.includes('buyer') ? order.buyerOrgId : null,
      parties.includes('seller') ? order.sellerOrgId : null,
    ],
    data: {
      orderId: document.orderId,
      documentId: document.id,
      kind: document.kind,
      version: document.version,
      documentNo: document.documentNo,
      issuedAt: document.issuedAt.toISOString(),
    },
    occurredAt: document.issuedAt,
  });
}
