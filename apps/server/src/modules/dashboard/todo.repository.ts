import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The counts behind 待办, each one query over the rows it names. */
export function createTodoRepository(db: Db) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: string }>(query)).rows[0]?.n ?? 0);
  return {
    /** The buyer's orders waiting for their payment. */
    ordersToPay: (userId: number) =>
      one(
        sql`select count(*) as n from orders where buyer_user_id = ${userId} and status = 'awaiting_payment'`,
      ),
    /** The buyer's deposit vouchers the platform has not reviewed yet. */
    depositsInReview: (userId: number) =>
      one(sql`select count(*) as n from deposits where user_id = ${userId} and status = 'submitted'`),
    /** The seller organisation's drafts, not yet sent for review. */
    drafts: (orgId: number) =>
      one(sql`select count(*) as n from bulletins where seller_org_id = ${orgId} and status = 'draft'`),
    /** The seller organisation's paid sales whose goods have not been collected yet. */
    ordersToPickUp: (orgId: number) =>
      one(sql`select count(*) as n from orders where seller_org_id = ${orgId} and status = 'paid'`),
    /** The tenant's sales whose payment voucher waits for the platform's confirmation. */
    paymentsToConfirm: (tenantId: number) =>
      one(sql`select count(*) as n from orders o join organisations s on s.id = o.seller_org_id
               where s.tenant_id = ${tenantId} and o.status = 'payment_submitted'`),
    /** The tenant's bulletins waiting for review. */
    bulletinsToReview: (tenantId: number) =>
      one(sql`select count(*) as n from bulletins where tenant_id = ${tenantId} and status = 'submitted'`),
    /** The tenant's deposit vouchers waiting for review. */
    depositsToReview: (tenantId: number) =>
      one(sql`select count(*) as n from deposits d join users u on u.id = d.user_id
               where u.tenant_id = ${tenantId} and d.status = 'submitted'`),
    /** The tenant's released deposits still to be paid back. */
    depositsToReturn: (tenantId: number) =>
      one(sql`select count(*) as n from deposits d join users u on u.id = d.user_id
               where u.tenant_id = ${tenantId} and d.status = 'returning'`),
    /** The tenant's personal and company certifications waiting for review. */
    registrationsToReview: (tenantId: number) =>
      one(sql`select (select count(*) from certifications c join users u on u.id = c.user_id
                       where u.tenant_id = ${tenantId} and c.status = 'pending')
                   + (select count(*) from company_certifications cc
                       where cc.tenant_id = ${tenantId} and cc.status = 'submitted') as n`),
    /** The tenant's sales paid and not yet settled to the seller. */
    ordersToSettle: (tenantId: number) =>
      one(sql`select count(*) as n from orders o join organisations s on s.id = o.seller_org_id
               where s.tenant_id = ${tenantId} and o.status in ('paid', 'completed') and o.settled_at is null`),
  };
}

export type TodoRepository = ReturnType<typeof createTodoRepository>;
