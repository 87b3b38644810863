import type { OrderListBody, PlatformOrderListBody } from '@lyp/shared/auction/order.schemas';
import { chinaDayEnd, chinaDayStart } from '../../lib/china-days';
import type { Principal } from '../../lib/principal';
import { pageWindow } from '../../lib/paging';

/** The list's filters as the repository reads them, for a page or for the whole export; `today` is Beijing's. */
export const orderFiltersOf = (body: OrderListBody, today: string) => ({
  ...(body.pickup === 'overdue' ? { pickupOverdueOn: today } : {}),
  ...(body.status ? { status: body.status } : {}),
  ...(body.keyword ? { keyword: body.keyword } : {}),
  ...(body.closedFrom ? { closedFrom: chinaDayStart(body.closedFrom) } : {}),
  ...(body.closedTo ? { closedBefore: chinaDayEnd(body.closedTo) } : {}),
});

export const orderPageOf = (body: OrderListBody, today: string) => ({
  ...orderFiltersOf(body, today),
  ...pageWindow(body),
});

/** The platform's filters on top of everyone's, within the caller's tenant. */
export const platformFiltersOf = (principal: Principal, body: PlatformOrderListBody) => ({
  tenantId: principal.tenantId,
  ...(body.sellerOrgId ? { sellerOrgId: body.sellerOrgId } : {}),
  ...(body.settlement ? { settlement: body.settlement } : {}),
});
