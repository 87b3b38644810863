import type { Database } from '../../db/client';
import { MINUTE_MS, type Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/file-storage';
import { createBidEngine, createBidLockRepository } from '../bidding';
import { createBulletinsRepository } from '../bulletins';
import { createClosingRepository, createClosingService } from '../closing';
import { createDepositsRepository } from '../deposits';
import { createSealedBidsRepository, sealUnderLock } from '../sealed-bids';
import { DEMO_BULLETINS, DEMO_COMPANIES, type DemoBidder, type DemoLot } from './demo-catalog';
import { publishDemoBulletin, type DemoRound } from './demo-bulletin-seeding';
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
  const demo: DemoRound = {
    repository,
    bulletins: createBulletinsRepository(db, deposits),
    engine: createBidEngine({
      locks: createBidLockRepository(deps.database.lockPool),
      clock: deps.clock,
      aliasSecret: deps.aliasSecret,
      publish: () => {},
    }),
    seal: sealUnderLock({ sealedBids: createSealedBidsRepository(db), aliasSecret: deps.aliasSecret }),
    demoFiles: createDemoFiles({ db, storage: deps.fileStorage, now }),
    at: (lot: DemoLot, minutes: number) =>
      new Date(now.getTime() + (lot.startsInMinutes + minutes) * MINUTE_MS),
    bidders,
    companies,
    seller,
    auditor,
    tenantId,
    round,
    log: deps.log,
  };

  for (const definition of DEMO_BULLETINS) await publishDemoBulletin(demo, definition);

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
