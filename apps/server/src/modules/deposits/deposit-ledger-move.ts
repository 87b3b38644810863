import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { depositEntries, deposits } from '../../db/schema';
import type { DepositEntryRecord, DepositRecord } from './deposits.queries';

type Kind = DepositEntryRecord['kind'];

/** The widest note a history entry holds (its column); a longer one (a long reason) is cut short. */
const NOTE_MAX = 200;
const clipNote = (note: string | null) =>
  note !== null && note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note;

/** One statement moves money between buckets and records it; the CHECK keeps the sums whole. */
export async function move(
  db: DbOrTx,
  input: {
    where: SQL;
    set: Record<string, SQL | Date | string | null>;
    entry: {
      kind: Kind;
      actorUserId: number | null;
      note: string | null;
      now: Date;
      /** A return's bank reference and receipt. */
      transferReference?: string;
      voucherFileId?: string | null;
      /** The bank statement line that proved a payment. */
      statementLineId?: number;
    };
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
        transferReference: input.entry.transferReference ?? null,
        voucherFileId: input.entry.voucherFileId ?? null,
        statementLineId: input.entry.statementLineId ?? null,
        createdAt: input.entry.now,
      })),
    );
  }
  return moved;
}
