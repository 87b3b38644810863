import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';

export type WebhookEndpointRecord = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpoint = Omit<typeof webhookEndpoints.$inferInsert, 'id'>;
export type DeliveryRecord = typeof webhookDeliveries.$inferSelect;
export type DeliveryStatus = DeliveryRecord['status'];

/** An endpoint as its page lists it: with its maker's name and its latest delivery. */
export type ListedEndpoint = WebhookEndpointRecord & {
  createdByName: string | null;
  lastDelivery: { status: DeliveryStatus; createdAt: Date } | null;
};

function createEndpointQueries(db: DbOrTx) {
  const lastDelivery = sql<{ status: DeliveryStatus; createdAt: string } | null>`(
    SELECT json_build_object('status', d.status, 'createdAt', d.created_at)
    FROM webhook_deliveries d WHERE d.endpoint_id = ${webhookEndpoints.id}
    ORDER BY d.id DESC LIMIT 1)`;
  const listed = () =>
    db
      .select({ endpoint: webhookEndpoints, createdByName: users.actualName, lastDelivery })
      .from(webhookEndpoints)
      .innerJoin(users, eq(users.id, webhookEndpoints.createdBy));
  type Row = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];
  const toListed = (row: Row): ListedEndpoint => ({
    ...row.endpoint,
    createdByName: row.createdByName,
    lastDelivery: row.lastDelivery
      ? { status: row.lastDelivery.status, createdAt: new Date(row.lastDelivery.createdAt) }
      : null,
  });
  const live = (orgId: number) => and(eq(webhookEndpoints.orgId, orgId), isNull(webhookEndpoints.removedAt));

  return {
    async insert(values: NewWebhookEndpoint): Promise<number> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });
      return row!.id;
    },
    async listByOrg(orgId: number): Promise<ListedEndpoint[]> {
      const rows = await listed().where(live(orgId)).orderBy(desc(webhookEndpoints.id));
      return rows.map(toListed);
    },
    async countByOrg(orgId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(webhookEndpoints).where(live(orgId));
      return row?.total ?? 0;
    },
    async findInOrg(orgId: number, id: number): Promise<ListedEndpoint | undefined> {
      const [row] = await listed().where(and(live(orgId), eq(webhookEndpoints.id, id)));
      return row && toListed(row);
    },
    async update(id: number, values: Partial<NewWebhookEndpoint>): Promise<void> {
      await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id));
    },
    /** What was still to be sent to a removed endpoint is given up. */
    async abandonPending(endpointId: number, reason: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, lastError: reason })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    },
  };
}

function createDeliveryQueries(db: DbOrTx) {
  return {
    async page(endpointId: number, query: { status?: DeliveryStatus; offset: number; limit: number }) {
      const where = and(
        eq(webhookDeliveries.endpointId, endpointId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(webhookDeliveries).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    /** A delivery to one of the organisation's endpoints (removed ones included). */
    async findInOrg(orgId: number, id: number): Promise<DeliveryRecord | undefined> {
      const [row] = await db
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.orgId, orgId)));
      return row?.delivery;
    },
    async attempts(deliveryId: number) {
      return db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId))
        .orderBy(desc(webhookAttempts.id));
    },
    /** Sends the delivery again now, retrying for a day from now if it fails. */
    async replay(id: number, now: Date, retryUntil: Date): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now, retryUntil, deliveredAt: null, lockedUntil: null })
        .where(eq(webhookDeliveries.id, id));
    },
  };
}

export function createWebhooksRepository(db: DbOrTx) {
  return {
    ...createEndpointQueries(db),
    deliveries: createDeliveryQueries(db),
    db,
    /** Runs `work` in one transaction, with the endpoints and the operation log bound to it. */
    transaction<T>(
      work: (scope: {
        endpoints: ReturnType<typeof createEndpointQueries>;
        logs: OperationLogRepository;
        tx: DbOrTx;
      }) => Promise<T>,
    ): Promise<T> {
      return db.transaction((tx) =>
        work({ endpoints: createEndpointQueries(tx), logs: createOperationLogRepository(tx), tx }),
      );
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
