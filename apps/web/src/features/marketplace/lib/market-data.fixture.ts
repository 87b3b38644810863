import type { LotDetail, PublicBulletin } from '@lyp/shared/auction/market.schemas';
import { liveStateFixture } from './live-state.fixture';

const IMAGE_COVER = '0f0e0d0c-0b0a-4908-8706-050403020100';
const IMAGE_SIDE = '1f1e1d1c-1b1a-4918-9716-151413121110';
export const FIXTURE_FILES = {
  cover: IMAGE_COVER,
  side: IMAGE_SIDE,
  terms: '2f2e2d2c-2b2a-4928-a726-252423222120',
};

/** Three machine tools in Nanjing, not yet bidding: what a seller's preview shows. */
export function lotDetailFixture(overrides: Partial<LotDetail> = {}): LotDetail {
  return {
    id: 41,
    lotNo: 'GG2030112500001-02',
    bulletinId: 9,
    bulletinTitle: '2030 年第 1 期设备竞价公告',
    sellerName: '江苏华东再生资源有限公司',
    title: '二手数控机床',
    category: 'used_equipment',
    quantity: '3.000',
    unit: 'set',
    regionCode: '320115',
    location: '南京市江宁区将军大道 66 号',
    status: 'pending',
    startPriceFen: 4_500_000,
    currentPriceFen: null,
    depositFen: 450_000,
    startsAt: '2030-12-01T06:00:00.000Z',
    endsAt: '2030-12-01T07:00:00.000Z',
    bidCount: 0,
    viewCount: 0,
    restricted: true,
    coverFileId: IMAGE_COVER,
    description: '2018 年购置，可正常运行。',
    incrementFen: 50_000,
    minBidders: 1,
    paymentHours: 72,
    pickupDays: 15,
    storageFeeFen: null,
    taxIncluded: true,
    vatRatePercent: 13,
    biddingMode: 'ascending',
    priceBasis: 'total',
    hasReserve: false,
    priorityHolderCount: 0,
    requiredQualifications: [],
    images: [
      { id: IMAGE_COVER, name: '机床.png', mime: 'image/png', sizeBytes: 10 },
      { id: IMAGE_SIDE, name: '侧面.png', mime: 'image/png', sizeBytes: 10 },
    ],
    attachments: [],
    viewings: [],
    live: liveStateFixture({
      lotId: 41,
      status: 'pending',
      startPriceFen: 4_500_000,
      incrementFen: 50_000,
      currentPriceFen: null,
      nextMinimumFen: 4_500_000,
      leaderAlias: null,
      bidCount: 0,
      bidderCount: 0,
      startsAt: '2030-12-01T06:00:00.000Z',
      endsAt: '2030-12-01T07:00:00.000Z',
      seq: 0,
    }),
    extension: { extensionMinutes: 5, maxExtensions: null, hardEndAt: null },
    recentBids: [],
    lineage: { round: 1, previous: null, next: null },
    result: null,
    ...overrides,
  };
}

export function publicBulletinFixture(lot: LotDetail = lotDetailFixture()): PublicBulletin {
  const {
    description: _d,
    incrementFen: _i,
    minBidders: _m,
    paymentHours: _p,
    pickupDays: _pd,
    storageFeeFen: _sf,
    taxIncluded: _ti,
    vatRatePercent: _vr,
    hasReserve: _h,
    images: _im,
    attachments: _a,
    viewings: _v,
    live: _l,
    recentBids: _r,
    result: _res,
    lineage: _lineage,
    ...card
  } = lot;
  return {
    id: lot.bulletinId,
    bulletinNo: 'GG2030112500001',
    title: lot.bulletinTitle,
    bodyHtml: `<p>竞价须知</p><p><img src="/lyp/api/file/preview/${IMAGE_SIDE}" alt="现场"></p>`,
    sellerName: lot.sellerName,
    status: 'draft',
    publishedAt: null,
    keepRunnerUpDeposit: false,
    attachments: [{ id: FIXTURE_FILES.terms, name: '竞价须知.pdf', mime: 'application/pdf', sizeBytes: 100 }],
    lots: [card],
  };
}
