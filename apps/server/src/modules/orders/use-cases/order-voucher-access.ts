import type { FileAccess } from '../../files';
import type { Principal } from '../../../lib/principal';
import { auditsOrder } from '../order-access';
import type { OrderUseCaseDeps } from '../orders-deps';

/** Who may read the files kept with an order: the payment voucher and the settlement receipt. */
export function createOrderVoucherAccess({ orders }: OrderUseCaseDeps) {
  return {
    /** The settlement receipt shows where the seller's money went: the seller and the platform only. */
    async settlementVoucherAccess(orderId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      const row = await orders.find(orderId);
      if (!row) return 'denied';
      return row.sellerOrgId === principal.orgId || auditsOrder(principal, row) ? 'allowed' : 'denied';
    },

    /** A payment voucher is read by the buyer, the seller's organisation and platform auditors. */
    async voucherAccess(orderId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      const row = await orders.find(orderId);
      if (!row) return 'denied';
      const mayRead =
        row.buyerUserId === principal.userId ||
        row.sellerOrgId === principal.orgId ||
        auditsOrder(principal, row);
      return mayRead ? 'allowed' : 'denied';
    },
  };
}
