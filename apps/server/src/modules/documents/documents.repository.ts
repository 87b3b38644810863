import type { OrderStatus } from '@lyp/shared/auction/order.schemas';
import type { DocumentKind, DocumentParty } from '@lyp/shared/auction/contract.schemas';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import {
  certifications,
  lots,
  orders,
  organisations,
  saleDocumentConfirmations,
  saleDocuments,
  users,
} from '../../db/schema';

export type DocumentRow = typeof saleDocuments.$inferSelect;
export type ConfirmationRow = typeof saleDocumentConfirmations.$inferSelect;

/** Everything a document of the sale prints about its parties, beyond the order itself. */
export interface SaleParties {
  seller: {
    name: string;
    companyCode: string | null;
    address: string | null;
    contactPerson: string | null;
    contactPhone: string | null;
  };
  buyer: {
    orgType: 'platform' | 'company' | 'personal';
    orgName: string;
    companyCode: string | null;
    /** The certified name and ID number of a person buying for themself. */
    certifiedName: string | null;
    /** The number as papers print it; the full one never leaves its sealed column here. */
    idNumberMasked: string | null;
  };
  platform: { name: string; address: string | null; contactPhone: string | null };
}

/** The order's list columns the document lists show beside each document. */
export interface OrderSummary {
  orderId: number;
  orderNo: string;
  lotTitle: string;
  priceFen: number;
  sellerName: string;
  buyerName: string;
  buyerUserId: number;
  sellerOrgId: number;
  tenantId: number;
  /** A defaulted (悔拍) sale's contracts stay readable but are no longer confirmed. */
  status: OrderStatus;
}

/** Whose orders a contract list shows. */
export type ContractListScope =
  | { side: 'buyer'; userId: number }
  | { side: 'seller'; orgId: number }
  | { side: 'either'; userId: number; orgId: number };

const buyerOrg = alias(organisations, 'buyer_org');
const platformOrg = alias(organisations, 'platform_org');

/** The buyer as the contracts name them: the company, or the person the 成交确认书 named. */
const buyerNameOf = sql<string>`case when ${buyerOrg.type} = 'company' then ${buyerOrg.name} else ${orders.confirmation}::jsonb ->> 'buyerName' end`;

const summaryColumns = {
  orderId: orders.id,
  orderNo: orders.orderNo,
  lotTitle: lots.title,
  priceFen: orders.priceFen,
  sellerName: organisations.name,
  buyerName: buyerNameOf,
  buyerUserId: orders.buyerUserId,
  sellerOrgId: orders.sellerOrgId,
  tenantId: organisations.tenantId,
  status: orders.status,
};

export function createDocumentsRepository(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(lots, eq(lots.id, orders.lotId))
      .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
      .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId));

  function scopeFilter(scope: ContractListScope, keyword: string | undefined): SQL | undefined {
    const whose =
      scope.side === 'buyer'
        ? eq(orders.buyerUserId, scope.userId)
        : scope.side === 'seller'
          ? eq(orders.sellerOrgId, scope.orgId)
          : or(eq(orders.buyerUserId, scope.userId), eq(orders.sellerOrgId, scope.orgId));
    const matches = keyword
      ? or(
          ilike(orders.orderNo, containing(keyword)),
          ilike(lots.title, containing(keyword)),
          ilike(organisations.name, containing(keyword)),
          ilike(buyerNameOf, containing(keyword)),
        )
      : undefined;
    return and(whose, matches);
  }

  return {
    async orderSummary(orderId: number): Promise<OrderSummary | undefined> {
      const [row] = await summaries().where(eq(orders.id, orderId));
      return row;
    },

    /** One page of the orders whose contracts a list shows, newest sale first. */
    async orderPage(scope: ContractListScope, keyword: string | undefined, offset: number, limit: number) {
      const where = scopeFilter(scope, keyword);
      const [records, [total]] = await Promise.all([
        summaries().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
        db
          .select({ total: count() })
          .from(orders)
          .innerJoin(lots, eq(lots.id, orders.lotId))
          .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
          .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
          .where(where),
      ]);
      return { records, total: total?.total ?? 0 };
    },

    async parties(orderId: number): Promise<SaleParties | undefined> {
      const [row] = await db
        .select({
          sellerName: organisations.name,
          sellerCode: organisations.companyCode,
          sellerAddress: sql<
            string | null
          >`nullif(concat_ws(' ', ${organisations.companyAddr}, ${organisations.detailAddr}), '')`,
          sellerContact: organisations.contactPerson,
          sellerPhone: organisations.contactPhone,
          buyerOrgType: buyerOrg.type,
          buyerOrgName: buyerOrg.name,
          buyerCode: buyerOrg.companyCode,
          certifiedName: certifications.subjectName,
          idNumberMasked: certifications.idNumberMasked,
          platformName: platformOrg.name,
          platformAddress: sql<
            string | null
          >`nullif(concat_ws(' ', ${platformOrg.companyAddr}, ${platformOrg.detailAddr}), '')`,
          platformPhone: platformOrg.contactPhone,
        })
        .from(orders)
        .innerJoin(organisations, eq(organisations.id, orders.sellerOrgId))
        .innerJoin(buyerOrg, eq(buyerOrg.id, orders.buyerOrgId))
        .leftJoin(
          certifications,
          and(eq(certifications.userId, orders.buyerUserId), eq(certifications.status, 'approved')),
        )
        .leftJoin(
          platformOrg,
          and(eq(platformOrg.tenantId, organisations.tenantId), eq(platformOrg.type, 'platform')),
        )
        .where(eq(orders.id, orderId))
        .orderBy(asc(platformOrg.id))
        .limit(1);
      if (!row) return undefined;
      return {
        seller: {
          name: row.sellerName,
          companyCode: row.sellerCode,
          address: row.sellerAddress,
          contactPerson: row.sellerContact,
          contactPhone: row.sellerPhone,
        },
        buyer: {
          orgType: row.buyerOrgType,
          orgName: row.buyerOrgName,
          companyCode: row.buyerCode,
          certifiedName: row.certifiedName,
          idNumberMasked: row.idNumberMasked,
        },
        platform: {
          name: row.platformName ?? '竞价交易平台',
          address: row.platformAddress,
          contactPhone: row.platformPhone,
        },
      };
    },

    /**
     * Orders still lacking a document their events have made due, oldest first: the four of
     * the close, the 提货单 once paid, the 结算单 once settled.
     */
    async ordersLackingDocuments(limit: number, skip: number[]): Promise<number[]> {
      const has = (kind: DocumentKind) =>
        sql`exists (select 1 from ${saleDocuments} where ${saleDocuments.orderId} = ${orders.id} and ${saleDocuments.kind} = ${kind})`;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            skip.length > 0 ? notInArray(orders.id, skip) : undefined,
            or(
              sql`not ${has('confirmation')}`,
              sql`not ${has('buyer_contract')}`,
              sql`not ${has('seller_contract')}`,
              sql`not ${has('tripartite')}`,
              and(sql`${orders.paidAt} is not null`, sql`not ${has('bill_of_lading')}`),
              and(sql`${orders.settledAt} is not null`, sql`not ${has('settlement')}`),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The latest version of each of these orders' documents of these kinds. */
    async latest(orderIds: number[], kinds: readonly DocumentKind[]): Promise<DocumentRow[]> {
      if (orderIds.length === 0 || kinds.length === 0) return [];
      return db
        .selectDistinctOn([saleDocuments.orderId, saleDocuments.kind])
        .from(saleDocuments)
        .where(and(inArray(saleDocuments.orderId, orderIds), inArray(saleDocuments.kind, [...kinds])))
        .orderBy(saleDocuments.orderId, saleDocuments.kind, desc(saleDocuments.version));
    },

    async find(id: number): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(saleDocuments).where(eq(saleDocuments.id, id));
      return row;
    },

    async findByCode(code: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(saleDocuments).where(eq(saleDocuments.verifyCode, code));
      return row;
    },

    async latestVersion(orderId: number, kind: DocumentKind): Promise<number> {
      const [row] = await db
        .select({ version: sql<number>`coalesce(max(${saleDocuments.version}), 0)::int` })
        .from(saleDocuments)
        .where(and(eq(saleDocuments.orderId, orderId), eq(saleDocuments.kind, kind)));
      return row?.version ?? 0;
    },

    async confirmations(orderIds: number[]): Promise<ConfirmationRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(saleDocumentConfirmations)
        .where(inArray(saleDocumentConfirmations.orderId, orderIds))
        .orderBy(asc(saleDocumentConfirmations.issuedVersion));
    },

    /** The first version; false when another request issued it first (its file is then unused). */
    async insertFirst(row: typeof saleDocuments.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(saleDocuments)
        .values(row)
        .onConflictDoNothing({ target: [saleDocuments.orderId, saleDocuments.kind, saleDocuments.version] })
        .returning({ id: saleDocuments.id });
      return inserted.length > 0;
    },

    async accountName(userId: number): Promise<string> {
      const [row] = await db
        .select({ actualName: users.actualName, username: users.username, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) return `用户 ${userId}`;
      const login = row.username ?? row.phone;
      return row.actualName ? `${row.actualName}（${login}）` : login;
    },

    /**
     * A confirmation and the version printed with it, together: one at a time per document
     * (an advisory lock on the order and kind), so two parties confirming at once make two
     * versions in turn. `issue` renders and stores the next version's file.
     */
    async confirm(
      input: {
        orderId: number;
        kind: DocumentKind;
        party: DocumentParty;
        userId: number;
        accountName: string;
        at: Date;
      },
      issue: (next: {
        version: number;
        confirmations: ConfirmationRow[];
      }) => Promise<typeof saleDocuments.$inferInsert>,
    ): Promise<DocumentRow | 'already_confirmed'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`sale_document:${input.orderId}:${input.kind}`}))`,
        );
        const [latest] = await tx
          .select({ version: sql<number>`coalesce(max(${saleDocuments.version}), 0)::int` })
          .from(saleDocuments)
          .where(and(eq(saleDocuments.orderId, input.orderId), eq(saleDocuments.kind, input.kind)));
        const version = (latest?.version ?? 0) + 1;
        const added = await tx
          .insert(saleDocumentConfirmations)
          .values({
            orderId: input.orderId,
            kind: input.kind,
            party: input.party,
            userId: input.userId,
            accountName: input.accountName,
            confirmedAt: input.at,
            issuedVersion: version,
          })
          .onConflictDoNothing()
          .returning();
        if (added.length === 0) return 'already_confirmed';
        const confirmations = await tx
          .select()
          .from(saleDocumentConfirmations)
          .where(
            and(
              eq(saleDocumentConfirmations.orderId, input.orderId),
              eq(saleDocumentConfirmations.kind, input.kind),
            ),
          )
          .orderBy(asc(saleDocumentConfirmations.issuedVersion));
        const values = await issue({ version, confirmations });
        const [row] = await tx.insert(saleDocuments).values(values).returning();
        return row!;
      });
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
