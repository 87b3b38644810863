import { createHash } from 'node:crypto';
import { defaultDepositFen } from '@lyp/shared/auction/auction-rules';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { formatQuantity } from '@lyp/shared/format/quantity';
import type { Database } from '../../db/client';
import { DICTIONARIES } from '../../db/seed/dictionaries.seed';
import { MINUTE_MS, type Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/file-storage';
import { createBidEngine, createBidLockRepository } from '../bidding';
import { createBulletinsRepository } from '../bulletins';
import { createClosingRepository, createClosingService } from '../closing';
import { createDepositsRepository } from '../deposits';
import { DEMO_BULLETINS, DEMO_COMPANIES, type DemoBidder, type DemoLot } from './demo-catalog';
import { createDemoAuctionsRepository, type DemoParty } from './demo-auctions.repository';
import { createDemoFiles } from './demo-files';

export interface DemoAuctionsDeps {
  database: Database;
  clock: Clock;
  aliasSecret: string;
  /** Where the demo's drawn pictures and generated PDFs are stored, as uploads are. */
  fileStorage: FileStorage;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

const yuan = (amount: number) => amount * 100;
const unitLabels = new Map(
  DICTIONARIES.find((dict) => dict.code === DICT_CODES.goodsUnit)?.items.map((item) => [
    item.value,
    item.label,
  ]),
);
/** Every demo bulletin's title carries this, and nothing else's does. */
const DEMO_TITLE_MARK = '竞价公告（第';

/**
 * Keeps the demo marketplace alive: when no lot is open for bidding (a first start, or a
 * restart hours later), a new round of bulletins is published relative to the current time:
 * lots bidding now, lots opening later, and lots that closed yesterday with their order.
 * Bids go through the real engine and the close through the real sweeper, so the demo data
 * obeys every rule the product does.
 */
export async function seedDemoAuctions(deps: DemoAuctionsDeps): Promise<{ created: boolean }> {
  const { db } = deps.database;
  const repository = createDemoAuctionsRepository(db);
  const now = deps.clock.now();
  const [east, pujiang, seller, auditor, buyer, buyer2] = await Promise.all([
    repository.party('seller', DEMO_COMPANIES.east),
    repository.party('seller', DEMO_COMPANIES.pujiang),
    repository.party('seller'),
    repository.party('auditor'),
    repository.party('buyer'),
    repository.party('buyer2'),
  ]);
  if (east && pujiang && seller && buyer && buyer2) {
    // Before the sweeper starts, so overdue demo orders are settled rather than defaulted.
    // Only the demo buyers' orders: anyone else who won a demo lot pays (or defaults) for real.
    const settled = await repository.settleUnpaidDemoOrders(
      {
        titleMark: DEMO_TITLE_MARK,
        sellerOrgIds: [east.orgId, pujiang.orgId],
        sellerUserId: seller.userId,
        buyerUserIds: [buyer.userId, buyer2.userId],
      },
      now,
    );
    if (settled > 0) deps.log.info({ settled }, '演示数据：已过付款期限的演示订单视为已付款');
  }
  if ((await repository.countLiveLots(now, new Date(now.getTime() + 10 * MINUTE_MS))) > 0)
    return { created: false };

  if (!seller || !auditor || !buyer || !buyer2 || !east || !pujiang) {
    deps.log.warn({}, '演示账号不完整，跳过演示竞价数据');
    return { created: false };
  }
  const tenantId = (await repository.tenantOf(seller.userId))!;
  const bidders: Record<DemoBidder, DemoParty> = { buyer, buyer2 };
  const companies = { east, pujiang };
  const round =
    Math.floor((await repository.countDemoBulletins(DEMO_TITLE_MARK)) / DEMO_BULLETINS.length) + 1;

  const deposits = createDepositsRepository(db);
  const bulletins = createBulletinsRepository(db, deposits);
  const engine = createBidEngine({
    locks: createBidLockRepository(deps.database.lockPool),
    clock: deps.clock,
    aliasSecret: deps.aliasSecret,
    publish: () => {},
  });
  const at = (lot: DemoLot, minutes: number) =>
    new Date(now.getTime() + (lot.startsInMinutes + minutes) * MINUTE_MS);
  const demoFiles = createDemoFiles({ db, storage: deps.fileStorage, now });

  for (const definition of DEMO_BULLETINS) {
    const publishedAt = new Date(
      Math.min(...definition.lots.map((lot) => at(lot, 0).getTime())) - 2 * 24 * 60 * MINUTE_MS,
    );
    const { bulletinId, lotIds } = await bulletins.create({
      tenantId,
      sellerOrgId: companies[definition.company].orgId,
      createdBy: seller.userId,
      title: definition.title(round),
      bodyHtml: definition.bodyHtml,
      now: publishedAt,
      bulletinNoPrefix: `GG${publishedAt.toISOString().slice(0, 10).replaceAll('-', '')}`,
      lots: definition.lots.map((lot) => ({
        title: lot.title,
        category: lot.category,
        quantity: String(lot.quantity),
        unit: lot.unit,
        regionCode: lot.regionCode,
        location: lot.location,
        description: lot.description,
        biddingMode: 'ascending' as const,
        startPriceFen: yuan(lot.startPriceYuan),
        incrementFen: yuan(lot.incrementYuan),
        reservePriceFen: lot.reserveYuan === undefined ? null : yuan(lot.reserveYuan),
        depositFen: defaultDepositFen(yuan(lot.startPriceYuan)),
        startsAt: at(lot, 0),
        scheduledEndsAt: at(lot, lot.durationMinutes),
        endsAt: at(lot, lot.durationMinutes),
        status: 'pending' as const,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })),
    });
    await bulletins.transition(
      bulletinId,
      ['draft'],
      { to: 'published', submittedAt: publishedAt, publishedAt },
      publishedAt,
    );
    await bulletins.setLotStatuses(bulletinId, ['pending'], 'scheduled', publishedAt);
    await bulletins.recordAudit({
      bulletinId,
      auditorUserId: auditor.userId,
      action: 'approve',
      createdAt: publishedAt,
    });

    const owner = { userId: seller.userId, orgId: companies[definition.company].orgId };
    await demoFiles.attachTerms(owner, bulletinId, {
      title: definition.title(round),
      sellerName: DEMO_COMPANIES[definition.company],
      lots: definition.lots.map((lot) => ({
        title: lot.title,
        quantityText: formatQuantity(lot.quantity, unitLabels.get(lot.unit) ?? lot.unit),
        startPriceYuan: lot.startPriceYuan,
        depositYuan: defaultDepositFen(yuan(lot.startPriceYuan)) / 100,
      })),
      issuedOn: publishedAt,
    });

    for (const [index, lot] of definition.lots.entries()) {
      const lotId = lotIds[index]!;
      await demoFiles.attachLotImages(owner, { id: lotId, title: lot.title, images: lot.images });
      await bulletins.insertViewing({
        lotId,
        startsAt: at(lot, -3 * 24 * 60),
        endsAt: at(lot, -60),
        ...lot.viewing,
        remark: '请提前一天电话预约，携带身份证件',
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      for (const who of lot.depositsPaidBy) {
        await repository.insertFrozenDeposit({
          lotId,
          bidder: bidders[who],
          amountFen: defaultDepositFen(yuan(lot.startPriceYuan)),
          at: at(lot, -120),
        });
      }
      for (const [step, bid] of lot.bids.entries()) {
        const bidder = bidders[bid.by];
        const when = at(lot, bid.afterMinutes);
        const answer = await engine.submit({
          lotId,
          userId: bidder.userId,
          clientBidId: `demo-${lotId}-${step}`,
          requestHash: createHash('sha256').update(`demo-${lotId}-${step}`).digest('hex'),
          // The platform seeds these bids itself: no caller's token to check.
          tokenId: null,
          command:
            bid.kind === 'bid'
              ? { kind: 'bid', userId: bidder.userId, amountFen: yuan(bid.yuan), at: when }
              : { kind: 'max', userId: bidder.userId, maxFen: yuan(bid.yuan), at: when },
        });
        if (!answer.ok) deps.log.warn({ lotId, step, code: answer.code }, '演示出价未被接受');
      }
    }
  }

  // Lots whose start has passed open and those already over close, as the sweeper would.
  await createClosingService({
    closing: createClosingRepository(db, deposits),
    clock: deps.clock,
    publish: () => {},
    closeGraceMs: 0,
    log: deps.log,
  }).sweepOnce();
  deps.log.info({ round }, `已生成第 ${round} 期演示竞价数据`);
  return { created: true };
}
