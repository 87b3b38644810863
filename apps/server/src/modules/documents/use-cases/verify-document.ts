import type { DocumentVerification } from '@lyp/shared/auction/contract.schemas';
import { AppError } from '../../../lib/app-error';
import type { DocumentsServiceDeps } from '../documents-deps';

/** Public: what a printed copy's verification code stands for. */
export function verifyDocument(deps: DocumentsServiceDeps) {
  const { documents } = deps;
  return async (code: string): Promise<DocumentVerification> => {
    const row = await documents.findByCode(code);
    const summary = row ? await documents.orderSummary(row.orderId) : undefined;
    if (!row || !summary) throw new AppError('DOCUMENT_VERIFY_FAILED');
    const latestVersion = await documents.latestVersion(row.orderId, row.kind);
    const confirmations = (await documents.confirmations([row.orderId])).filter(
      (confirmation) => confirmation.kind === row.kind && confirmation.issuedVersion <= row.version,
    );
    return {
      kind: row.kind,
      documentNo: row.documentNo,
      version: row.version,
      isLatest: row.version === latestVersion,
      latestVersion,
      issuedAt: row.issuedAt.toISOString(),
      orderNo: summary.orderNo,
      lotTitle: summary.lotTitle,
      sellerName: summary.sellerName,
      buyerName: summary.buyerName,
      priceFen: summary.priceFen,
      sha256: row.sha256,
      sizeBytes: row.sizeBytes,
      confirmations: confirmations.map((confirmation) => ({
        party: confirmation.party,
        accountName: confirmation.accountName,
        confirmedAt: confirmation.confirmedAt.toISOString(),
      })),
    };
  };
}
