import { createHash } from 'node:crypto';
import { lotAmountFen } from '@lyp/shared/auction/auction-formats';
import { defaultDepositFen } from '@lyp/shared/auction/auction-rules';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { DICTIONARIES } from '../../db/seed/dictionaries.seed';
import { MINUTE_MS } from '../../lib/clock';
import type { createBidEngine } from '../bidding';
import type { createBulletinsRepository } from '../bulletins';
import type { sealUnderLock } from '../sealed-bids';
import { DEMO_COMPANIES, type DemoBidder, type DemoBulletin, type DemoLot } from './demo-catalog';
import type { DemoAuctionsRepository, DemoParty } from './demo-auctions.repository';
import type { createDemoFiles, DemoFileOwner } from './demo-files';

const yuan = (amount: number) => amount * 100;
/** The demo buyers' real names, as their certifications give them. */
const DEMO_BIDDER_NAMES: Record<DemoBidder, string> = { buyer: '李明', buyer2: '陈静' };
/** A 单价 lot's deposit is on start unit price × estimated quantity, as the rules say. */
const depositOf = (lot: DemoLot) =>
  defaultDepositFen(
    lotAmountFen({ priceBasis: lot.priceBasis ?? 'total', quantity: lot.quantity }, yuan(lot.startPriceYuan)),
  );
const unitLabels = new Map(
  DICTIONARIES.find((dict) => dict.code === DICT_CODES.goodsUnit)?.items.map((item) => [
    item.value,
    item.label,
  ]),
);

/** What one round of demo bulletins is published with. */
export interface DemoRound {
  repository: DemoAuctionsRepository;
  bulletins: ReturnType<typeof createBulletinsRepository>;
  engine: ReturnType<typeof createBidEngine>;
  /** Sealed bids (一次报价) go through the same sealing as a bidder's, without the request's gate. */
  seal: ReturnType<typeof sealUnderLock>;
  demoFiles: ReturnType<typeof createDemoFiles>;
  /** The moment `minutes` after the lot's start. */
  at: (lot: DemoLot, minutes: number) => Date;
  bidders: Record<DemoBidder, DemoParty>;
  companies: Record<DemoBulletin['company'], DemoParty>;
  seller: DemoParty;
  auditor: DemoParty;
  tenantId: number;
  round: number;
  log: { warn(details: object, message: string): void };
}

/** One demo lot's pictures, viewing, paid deposits and bids (through the real engine). */
async function seedDemoLot(
  { repository, bulletins, engine, seal, demoFiles, at, bidders, log }: DemoRound,
  owner: DemoFileOwner & { name: string },
  lot: DemoLot,
  lotId: number,
  publishedAt: Date,
) {
  await demoFiles.attachLotImages(owner, { id: lotId, title: lot.title, images: lot.images });
  if (lot.priorityHolder) {
    const holder = bidders[lot.priorityHolder];
    const proofFileId = await demoFiles.attachPriorityProof(owner, lotId, {
      lotTitle: lot.title,
      sellerName: owner.name,
      holderName: DEMO_BIDDER_NAMES[lot.priorityHolder],
      issuedOn: publishedAt,
    });
    await bulletins.insertPriorityHolders(
      lotId,
      [{ rank: 1, userId: holder.userId, orgId: null, proofFileIds: [proofFileId] }],
      publishedAt,
    );
  }
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
      amountFen: depositOf(lot),
      at: at(lot, -120),
    });
  }
  for (const [step, bid] of lot.bids.entries()) {
    const bidder = bidders[bid.by];
    const when = at(lot, bid.afterMinutes);
    if (bid.kind === 'sealed') {
      const body = { lotId, amountFen: yuan(bid.yuan), clientBidId: `demo-${lotId}-${step}` };
      await seal(bidder.userId, body, when).catch((error: unknown) =>
        log.warn({ lotId, step, err: error }, '演示报价未被接受'),
      );
      continue;
    }
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
    if (!answer.ok) log.warn({ lotId, step, code: answer.code }, '演示出价未被接受');
  }
}

/** A demo lot's format: 增价 unless it falls (降价) by the catalog's steps. */
function demoFormat(lot: DemoLot) {
  if (lot.sealed) return { biddingMode: 'sealed' as const };
  if (!lot.descending) return { biddingMode: 'ascending' as const };
  return {
    biddingMode: 'descending' as const,
    decreaseStepFen: yuan(lot.descending.stepYuan),
    decreaseIntervalMinutes: lot.descending.intervalMinutes,
    floorPriceFen: yuan(lot.descending.floorYuan),
  };
}

/** One demo bulletin, published and approved as an auditor would, with its terms and lots. */
export async function publishDemoBulletin(demo: DemoRound, definition: DemoBulletin) {
  const { bulletins, demoFiles, at, companies, seller, auditor, tenantId, round } = demo;
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
      ...demoFormat(lot),
      priceBasis: lot.priceBasis ?? 'total',
      startPriceFen: yuan(lot.startPriceYuan),
      incrementFen: yuan(lot.incrementYuan),
      reservePriceFen: lot.reserveYuan === undefined ? null : yuan(lot.reserveYuan),
      depositFen: depositOf(lot),
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
      depositYuan: depositOf(lot) / 100,
    })),
    issuedOn: publishedAt,
  });
  for (const [index, lot] of definition.lots.entries()) {
    await seedDemoLot(
      demo,
      { ...owner, name: DEMO_COMPANIES[definition.company] },
      lot,
      lotIds[index]!,
      publishedAt,
    );
  }
}
