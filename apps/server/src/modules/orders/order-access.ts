import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Principal } from '../../lib/principal';
import type { OrderRow } from './orders.repository';

/**
 * A platform auditor reads every order of their tenant: one who works the order screen
 * (竞价订单管理), or reviews bulletins as auditors always have.
 */
const isPlatformAuditor = (principal: Principal) =>
  principal.permissions.has(PERMISSIONS.bidOrderView.code) ||
  principal.permissions.has(PERMISSIONS.noticeAuditView.code);

/** The platform's staff act on the orders of their own tenant's sellers only. */
export const sameTenant = (principal: Principal, order: OrderRow) => order.tenantId === principal.tenantId;

export const auditsOrder = (principal: Principal, order: OrderRow) =>
  isPlatformAuditor(principal) && sameTenant(principal, order);
