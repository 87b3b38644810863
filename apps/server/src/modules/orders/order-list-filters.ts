import type { OrderListBody, PlatformOrderListBody } from '@lyp/shared/auction/order.schemas';
import { HOUR_MS } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import { pageWindow } from '../../lib/paging';

/** yyyy-MM-dd as the start of that day in China (UTC+8, no daylight saving). */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 24 * HOUR_MS;

/** The list's filters as the repository reads them, for a page or for the whole export. */
export const orderFiltersOf = (body: OrderListBody) => ({
  ...(body.status ? { status: body.status } : {}),
  ...(body.keyword ? { keyword: body.keyword } : {}),
  ...(body.closedFrom ? { closedFrom: chinaDayStart(body.closedFrom) } : {}),
  ...(body.closedTo ? { closedBefore: new Date(chinaDayStart(body.closedTo).getTime() + DAY_MS) } : {}),
});

export const orderPageOf = (body: OrderListBody) => ({
  ...orderFiltersOf(body),
  ...pageWindow(body),
});

/** The platform's filters on top of everyone's, within the caller's tenant. */
export const platformFiltersOf = (principal: Principal, body: PlatformOrderListBody) => ({
  tenantId: principal.tenantId,
  ...(body.sellerOrgId ? { sellerOrgId: body.sellerOrgId } : {}),
  ...(body.settlement ? { settlement: body.settlement } : {}),
});
