import { describe, expect, it } from 'vitest';
import { lotInputSchema } from './lot-input.schemas';
import { reauctionStartFen, reauctionTerms, type ReauctionPriceTerms } from './reauction-terms';

const ascending: ReauctionPriceTerms = {
  biddingMode: 'ascending',
  priceBasis: 'total',
  quantity: '10',
  ascendMinutes: null,
  startPriceFen: 1_000_000,
  incrementFen: 50_000,
  reservePriceFen: 1_200_000,
  depositFen: 100_000,
  decreaseStepFen: null,
  floorPriceFen: null,
};

/** The terms as a lot the shared schema checks: every re-auction must be a valid lot. */
const isValidLot = (terms: ReauctionPriceTerms) =>
  lotInputSchema.safeParse({
    title: '废钢',
    category: 'scrap_steel',
    unit: 'ton',
    regionCode: '320205',
    location: '仓库',
    ...terms,
    quantity: Number(terms.quantity),
    ...(terms.biddingMode === 'sealed' ? { incrementFen: undefined } : {}),
    ...(terms.biddingMode === 'descending' ? { incrementFen: undefined, decreaseIntervalMinutes: 5 } : {}),
    startsAt: '2030-12-01T09:00:00+08:00',
    endsAt: '2030-12-01T10:00:00+08:00',
  }).success;

describe('重新拍卖 prices', () => {
  it('propose the start 20 % lower in whole yuan, never under ¥1', () => {
    expect(reauctionStartFen(1_000_000)).toBe(800_000);
    expect(reauctionStartFen(123_456)).toBe(98_700);
    expect(reauctionStartFen(100)).toBe(100);
  });

  it('keep an ascending reserve on the new grid and a default deposit at 10 %', () => {
    const terms = reauctionTerms(ascending, 700_000);
    expect(terms).toMatchObject({ reservePriceFen: 800_000, depositFen: 70_000, incrementFen: 50_000 });
    expect(isValidLot(terms)).toBe(true);
  });

  it('lower no increment above the new start', () => {
    expect(reauctionTerms(ascending, 30_000)).toMatchObject({
      incrementFen: 30_000,
      reservePriceFen: 30_000,
    });
  });

  it('move a descending floor and reserve only when they stand above the new start', () => {
    const descending: ReauctionPriceTerms = {
      ...ascending,
      biddingMode: 'descending',
      incrementFen: 20_000,
      reservePriceFen: 600_000,
      floorPriceFen: 700_000,
      decreaseStepFen: 20_000,
    };
    expect(reauctionTerms(descending, 800_000)).toMatchObject({
      floorPriceFen: 700_000,
      reservePriceFen: 600_000,
    });
    const low = reauctionTerms(descending, 500_000);
    expect(low).toMatchObject({ floorPriceFen: 350_000, reservePriceFen: 300_000 });
    expect(isValidLot(low)).toBe(true);
    // A floor just under the start: the step shrinks to the gap.
    expect(reauctionTerms(descending, 720_000)).toMatchObject({
      floorPriceFen: 700_000,
      decreaseStepFen: 20_000,
    });
    expect(reauctionTerms(descending, 710_000)).toMatchObject({
      floorPriceFen: 700_000,
      decreaseStepFen: 10_000,
    });
  });

  it('keep a sealed reserve at or above the start, and a per-unit deposit on the estimate', () => {
    const sealed = reauctionTerms({ ...ascending, biddingMode: 'sealed', incrementFen: 100 }, 500_000);
    expect(sealed.reservePriceFen).toBe(600_000);
    expect(isValidLot(sealed)).toBe(true);
    const perTon = reauctionTerms({ ...ascending, priceBasis: 'unit', depositFen: 1_000_000 }, 800_000);
    // 10 tons at ¥8,000: the default 10 % of ¥80,000.
    expect(perTon.depositFen).toBe(800_000);
  });
});
