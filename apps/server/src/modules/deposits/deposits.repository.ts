import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bulletins, depositEntries, deposits, lots, organisations, users } from '../../db/schema';

export type DepositRecord = typeof deposits.$inferSelect;
export type DepositEntryRecord = typeof depositEntries.$inferSelect;
export type DepositRow = DepositRecord & { lotTitle: string; lotNo: string; bidderName: string };

/** The lot fields deposits and bidding need, with its bulletin's seller and status. */
export interface LotForDeposit {
  id: number;
  title: string;
  status: (typeof lots.$inferSelect)['status'];
  depositFen: number;
  restricted: boolean;
  startsAt: Date;
  endsAt: Date;
  sellerOrgId: number;
  bulletinStatus: (typeof bulletins.$inferSelect)['status'];
}

const depositRow = {
  ...getTableColumns(deposits),
  lotTitle: lots.title,
  lotNo: lots.lotNo,
  bidderName: sql<string>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
};

type Kind = DepositEntryRecord['kind'];

/** The widest note a history entry holds (its column); a longer one (a long reason) is cut short. */
const NOTE_MAX = 200;
const clipNote = (note: string | null) =>
  note !== null && note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note;

/** One statement moves money between buckets and records it; the CHECK keeps the sums whole. */
async function move(
  db: DbOrTx,
  input: {
    where: SQL;
    set: Record<string, SQL | Date | string | null>;
    entry: { kind: Kind; actorUserId: number | null; note: string | null; now: Date };
  },
): Promise<DepositRecord[]> {
  const moved = await db.update(deposits).set(input.set).where(input.where).returning();
  if (moved.length > 0) {
    await db.insert(depositEntries).values(
      moved.map((deposit) => ({
        depositId: deposit.id,
        kind: input.entry.kind,
        amountFen: deposit.amountFen,
        actorUserId: input.entry.actorUserId,
        note: clipNote(input.entry.note),
        createdAt: input.entry.now,
      })),
    );
  }
  return moved;
}

export function createDepositsRepository(db: Db) {
  const withNames = () =>
    db
      .select(depositRow)
      .from(deposits)
      .innerJoin(lots, eq(lots.id, deposits.lotId))
      .innerJoin(users, eq(users.id, deposits.userId));

  return {
    async lotForDeposit(lotId: number): Promise<LotForDeposit | undefined> {
      const [row] = await db
        .select({
          id: lots.id,
          title: lots.title,
          status: lots.status,
          depositFen: lots.depositFen,
          restricted: lots.restricted,
          startsAt: lots.startsAt,
          endsAt: lots.endsAt,
          sellerOrgId: bulletins.sellerOrgId,
          bulletinStatus: bulletins.status,
        })
        .from(lots)
        .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
        .where(eq(lots.id, lotId));
      return row;
    },

    async find(id: number): Promise<DepositRow | undefined> {
      const [row] = await withNames().where(eq(deposits.id, id));
      return row;
    },

    /** The user's latest deposit for a lot: the live one, or else the last released one. */
    async findFor(lotId: number, userId: number): Promise<DepositRow | undefined> {
      const [row] = await withNames()
        .where(and(eq(deposits.lotId, lotId), eq(deposits.userId, userId)))
        .orderBy(desc(deposits.id))
        .limit(1);
      return row;
    },

    async entries(depositIds: number[]): Promise<DepositEntryRecord[]> {
      if (depositIds.length === 0) return [];
      return db
        .select()
        .from(depositEntries)
        .where(inArray(depositEntries.depositId, depositIds))
        .orderBy(asc(depositEntries.createdAt), asc(depositEntries.id));
    },

    async list(filter: {
      status?: DepositRecord['status'];
      lotId?: number;
      userId?: number;
      offset: number;
      limit: number;
    }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(deposits.status, filter.status));
      if (filter.lotId !== undefined) conditions.push(eq(deposits.lotId, filter.lotId));
      if (filter.userId !== undefined) conditions.push(eq(deposits.userId, filter.userId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [records, totals] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(desc(deposits.updatedAt), desc(deposits.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(deposits).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    /**
     * A voucher for review: a new deposit (the first, or one after a released one), or a new try
     * on a rejected one. Answers nothing while another live deposit stands.
     */
    async submit(input: {
      lotId: number;
      userId: number;
      orgId: number;
      amountFen: number;
      voucherFileId: string;
      remark: string | null;
      now: Date;
    }): Promise<DepositRecord | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(deposits)
          .values({
            lotId: input.lotId,
            userId: input.userId,
            orgId: input.orgId,
            amountFen: input.amountFen,
            status: 'submitted',
            voucherFileId: input.voucherFileId,
            payerRemark: input.remark,
            submittedAt: input.now,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoUpdate({
            // The one live deposit per bidder and lot (the partial unique index).
            target: [deposits.lotId, deposits.userId],
            targetWhere: sql`${deposits.status} not in ('returning', 'returned')`,
            set: {
              status: 'submitted',
              voucherFileId: input.voucherFileId,
              payerRemark: input.remark,
              rejectReason: null,
              submittedAt: input.now,
              updatedAt: input.now,
            },
            // Only a rejected deposit may be tried again; anything else stays as it is.
            setWhere: eq(deposits.status, 'rejected'),
          })
          .returning();
        if (row) {
          await tx.insert(depositEntries).values({
            depositId: row.id,
            kind: 'submitted',
            amountFen: row.amountFen,
            actorUserId: input.userId,
            note: input.remark,
            createdAt: input.now,
          });
        }
        return row;
      });
    },

    /**
     * The payment arrived: paid and frozen, or straight to returning if the lot no longer takes
     * deposits. The lot is read FOR SHARE in the same transaction, so a close (which locks it
     * FOR UPDATE) comes wholly before or after: a deposit can never stay frozen on a closed lot.
     */
    async confirmPayment(
      id: number,
      actorUserId: number,
      now: Date,
      takesDeposits: (lot: { status: LotForDeposit['status']; endsAt: Date }) => boolean,
    ) {
      return db.transaction(async (tx) => {
        const [lot] = await tx
          .select({ status: lots.status, endsAt: lots.endsAt })
          .from(lots)
          .where(sql`${lots.id} = (select ${deposits.lotId} from ${deposits} where ${deposits.id} = ${id})`)
          .for('share');
        const releaseAtOnce = !lot || !takesDeposits(lot);
        const [paid] = await move(tx, {
          where: and(eq(deposits.id, id), eq(deposits.status, 'submitted'))!,
          set: {
            status: releaseAtOnce ? 'returning' : 'frozen',
            paidFen: sql`${deposits.amountFen}`,
            [releaseAtOnce ? 'returningFen' : 'frozenFen']: sql`${deposits.amountFen}`,
            confirmedAt: now,
            ...(releaseAtOnce ? { releasedAt: now } : {}),
            updatedAt: now,
          },
          entry: { kind: 'paid', actorUserId, note: null, now },
        });
        if (paid && releaseAtOnce) {
          await tx.insert(depositEntries).values({
            depositId: paid.id,
            kind: 'released',
            amountFen: paid.amountFen,
            actorUserId,
            note: '标的已不在竞价中，保证金直接退还',
            createdAt: now,
          });
        }
        return paid;
      });
    },

    async rejectPayment(id: number, actorUserId: number, reason: string, now: Date) {
      const [rejected] = await move(db, {
        where: and(eq(deposits.id, id), eq(deposits.status, 'submitted'))!,
        set: { status: 'rejected', rejectReason: reason, updatedAt: now },
        entry: { kind: 'rejected', actorUserId, note: reason, now },
      });
      return rejected;
    },

    /**
     * Frees the frozen deposits of lots: all, all but the winner's (`exceptUserId`), or only
     * those of some users (`userIds`). Vouchers still under review are left alone: the money may
     * well have been sent, and confirming it later returns it at once.
     */
    async releaseForLots(
      lotIds: number[],
      options: { exceptUserId?: number; userIds?: number[]; note: string; now: Date },
      tx: DbOrTx = db,
    ): Promise<DepositRecord[]> {
      if (lotIds.length === 0 || options.userIds?.length === 0) return [];
      const scope = and(
        inArray(deposits.lotId, lotIds),
        options.exceptUserId !== undefined ? sql`${deposits.userId} <> ${options.exceptUserId}` : undefined,
        options.userIds !== undefined ? inArray(deposits.userId, options.userIds) : undefined,
      );
      const released = await move(tx, {
        where: and(scope, eq(deposits.status, 'frozen'))!,
        set: {
          status: 'returning',
          returningFen: sql`${deposits.returningFen} + ${deposits.frozenFen}`,
          frozenFen: sql`0`,
          releasedAt: options.now,
          updatedAt: options.now,
        },
        entry: { kind: 'released', actorUserId: null, note: options.note, now: options.now },
      });
      return released;
    },

    async markReturned(id: number, actorUserId: number, note: string | null, now: Date) {
      const [returned] = await move(db, {
        where: and(eq(deposits.id, id), eq(deposits.status, 'returning'))!,
        set: {
          status: 'returned',
          returnedFen: sql`${deposits.returnedFen} + ${deposits.returningFen}`,
          returningFen: sql`0`,
          returnedAt: now,
          updatedAt: now,
        },
        entry: { kind: 'returned', actorUserId, note, now },
      });
      return returned;
    },

    /** At the sale: the winner's frozen deposit becomes part of the price. */
    async applyToPrice(lotId: number, userId: number, now: Date, tx: DbOrTx = db) {
      const [applied] = await move(tx, {
        where: and(eq(deposits.lotId, lotId), eq(deposits.userId, userId), eq(deposits.status, 'frozen'))!,
        set: {
          status: 'applied',
          appliedFen: sql`${deposits.appliedFen} + ${deposits.frozenFen}`,
          frozenFen: sql`0`,
          updatedAt: now,
        },
        entry: { kind: 'applied', actorUserId: null, note: '成交，保证金转为货款', now },
      });
      return applied;
    },

    /** 悔拍: the buyer did not pay; the deposit that went into the price is forfeited. */
    async forfeit(lotId: number, userId: number, now: Date, tx: DbOrTx = db) {
      const [forfeited] = await move(tx, {
        where: and(eq(deposits.lotId, lotId), eq(deposits.userId, userId), eq(deposits.status, 'applied'))!,
        set: {
          status: 'forfeited',
          forfeitedFen: sql`${deposits.forfeitedFen} + ${deposits.appliedFen}`,
          appliedFen: sql`0`,
          updatedAt: now,
        },
        entry: { kind: 'forfeited', actorUserId: null, note: '逾期未付款（悔拍），保证金不予退还', now },
      });
      return forfeited;
    },

    /** Where deposits are paid: the platform operator's account. */
    async platformAccount() {
      const [org] = await db
        .select({
          name: organisations.name,
          bankName: organisations.bankName,
          bankNumber: organisations.bankNumber,
          interbankAccount: organisations.interbankAccount,
        })
        .from(organisations)
        .where(eq(organisations.type, 'platform'))
        .limit(1);
      return org;
    },

    /** Whether a user's deposit for a lot is paid and frozen: the condition to bid. */
    async isFrozen(lotId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.lotId, lotId), eq(deposits.userId, userId), eq(deposits.status, 'frozen')));
      return row !== undefined;
    },
  };
}

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
