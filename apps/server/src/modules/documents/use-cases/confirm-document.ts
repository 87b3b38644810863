import { DOCUMENT_SIGNATORIES, type SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { CONFIRM_PERMISSION, requireDocument, sidesOf } from '../document-access';
import { newVerifyCode, renderDocument } from '../document-issuing';
import { toView } from '../document-views';
import type { DocumentsServiceDeps } from '../documents-deps';

/** 签署确认: records the caller's confirmation and issues the version that prints it. */
export function confirmDocument(deps: DocumentsServiceDeps) {
  const { documents, orders, clock } = deps;
  const render = renderDocument(deps);
  return async (principal: Principal, id: number): Promise<SaleDocument> => {
    const { row, summary } = await requireDocument(documents, principal, id);
    const sides = sidesOf(principal, summary);
    const mine = DOCUMENT_SIGNATORIES[row.kind].filter((party) => sides.includes(party));
    const permission = CONFIRM_PERMISSION[row.kind];
    if (mine.length === 0 || !permission || !principal.permissions.has(permission)) {
      throw new AppError('DOCUMENT_NOT_A_SIGNATORY');
    }
    if (summary.status === 'defaulted') throw new AppError('DOCUMENT_SALE_VOID');
    const done = await documents.confirmations([row.orderId]);
    const party = mine.find(
      (side) => !done.some((confirmation) => confirmation.kind === row.kind && confirmation.party === side),
    );
    if (!party) throw new AppError('DOCUMENT_ALREADY_CONFIRMED');
    const order = await orders.find(row.orderId);
    if (!order) throw new AppError('DOCUMENT_NOT_FOUND');
    const issued = await documents.confirm(
      {
        orderId: row.orderId,
        kind: row.kind,
        party,
        userId: principal.userId,
        accountName: await documents.accountName(principal.userId),
        at: clock.now(),
      },
      ({ version, confirmations }) => render(row.kind, order, version, confirmations, newVerifyCode()),
    );
    if (issued === 'already_confirmed') throw new AppError('DOCUMENT_ALREADY_CONFIRMED');
    return toView(issued, summary, await documents.confirmations([row.orderId]), principal);
  };
}
