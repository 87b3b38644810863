import { randomBytes, randomUUID } from 'node:crypto';
import type { LotSearchPage } from '@lyp/shared/auction/market.schemas';
import { sql } from 'drizzle-orm';
import { files, lotViewings } from '../src/db/schema';
import { HOUR_MS } from '../src/lib/clock';
import { dataOf, demoBuyer, lotInput } from './auction-fixtures';
import type { TestApp } from './test-app';

/** Fixtures for the public market's tests: bulletins with chosen titles, files and viewings. */

export interface SellerTokens {
  seller: string;
  auditor: string;
}

export interface CreatedBulletin {
  id: number;
  lots: Array<{ id: number; lotNo: string; startsAt: string; endsAt: string }>;
}

/**
 * The public market's reads for a suite, bound to its app (a late-bound handle): the lot search
 * as a visitor calls it, and times counted in hours from the app's clock.
 */
export function marketCalls(t: TestApp) {
  return {
    search: async (body: Record<string, unknown>) =>
      dataOf<LotSearchPage>(await t.call('POST', 'lotSearch', { body })),
    at: (hoursFromNow: number) => new Date(t.clock.now().getTime() + hoursFromNow * HOUR_MS).toISOString(),
  };
}

export const idsOf = (records: Array<{ id: number }>) => records.map((record) => record.id);

/** A short tag no other test uses, to find one test's lots by keyword. */
export const uniqueTag = () => `T${randomUUID().slice(0, 8)}`;

/** A seller's bulletin, left at the given stage: a draft, submitted for audit, or published. */
export async function bulletinAt(
  t: TestApp,
  tokens: SellerTokens,
  stage: 'draft' | 'submitted' | 'published',
  options: { title?: string; lots?: Array<Record<string, unknown>> } = {},
): Promise<CreatedBulletin> {
  const bulletin = dataOf<CreatedBulletin>(
    await t.call('POST', 'bulletinAdd', {
      token: tokens.seller,
      body: {
        title: options.title ?? '华东再生资源废钢竞价公告',
        bodyHtml: '<p>详见附件</p>',
        lots: options.lots ?? [lotInput(t)],
      },
    }),
  );
  if (stage === 'draft') return bulletin;
  dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletin.id } }));
  if (stage === 'submitted') return bulletin;
  dataOf(
    await t.call('POST', 'auditAdd', {
      token: tokens.auditor,
      body: { bulletinId: bulletin.id, approved: true },
    }),
  );
  return bulletin;
}

/** A file row bound to a record, as if the seller had uploaded it and saved it with the record. */
export async function attachFile(
  t: TestApp,
  sellerToken: string,
  target: { businessType: 'lot_image' | 'bulletin_attachment'; businessId: number },
  options: { name?: string; createdAt?: Date; deleted?: boolean } = {},
): Promise<string> {
  // Resolves any token's user and organisation, not only the buyer's.
  const seller = await demoBuyer(t, sellerToken);
  const createdAt = options.createdAt ?? t.clock.now();
  const isImage = target.businessType === 'lot_image';
  const [row] = await t.database.db
    .insert(files)
    .values({
      storageKey: randomBytes(16).toString('hex'),
      originalName: options.name ?? (isImage ? '现场照片.jpg' : '竞价须知.pdf'),
      mime: isImage ? 'image/jpeg' : 'application/pdf',
      ext: isImage ? 'jpg' : 'pdf',
      sizeBytes: 2048,
      sha256: randomBytes(32).toString('hex'),
      ownerUserId: seller.userId,
      ownerOrgId: seller.orgId,
      businessType: target.businessType,
      businessId: target.businessId,
      createdAt,
      deletedAt: options.deleted ? createdAt : null,
    })
    .returning({ id: files.id });
  return row!.id;
}

export async function addViewing(t: TestApp, lotId: number) {
  const now = t.clock.now();
  const startsAt = new Date(now.getTime() + 2 * HOUR_MS);
  await t.database.db.insert(lotViewings).values({
    lotId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 4 * HOUR_MS),
    address: '无锡市锡山区东港镇仓库 3 号门',
    contactPerson: '周经理',
    contactPhone: '0510-88886666',
    remark: '请携带身份证',
    createdAt: now,
    updatedAt: now,
  });
}

/** Moves the clock past the lot's end and the closing grace, then lets the sweeper close it. */
export async function closeLot(t: TestApp, lot: { endsAt: string }) {
  t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
  await t.services.closing.sweepOnce();
}

/** Opens every lot due by now (scheduled → bidding), as the sweeper would. */
export async function startDueLots(t: TestApp) {
  await t.services.closing.sweepOnce();
}

export async function setViewCount(t: TestApp, lotId: number, viewCount: number) {
  await t.database.db.execute(sql`
    insert into lot_views (lot_id, views) values (${lotId}, ${viewCount})
    on conflict (lot_id) do update set views = excluded.views`);
}
