import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import { addDraft, bulletinBody, errorOf } from '../../../test/bulletin-fixtures';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { countRows } from '../../../test/row-counts';

const { t, tokens } = useAuctionApp();

const bulletinCount = () => countRows(t, sql`select count(*) as n from bulletins`);
const add = (body: Record<string, unknown>) => t.call('POST', 'bulletinAdd', { token: tokens.seller, body });
/** A bulletin whose only lot carries these fields. */
const addLot = (overrides: Record<string, unknown>) =>
  add(bulletinBody(t, { lots: [lotInput(t, overrides)] }));
/** The range of the default lot (start ¥1,000.00). */
const DEPOSIT_RANGE = '保证金须为起拍价的 5%–20%，且不低于 ¥1.00（本标的可设 ¥50.00–¥200.00）';
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

describe('lot rules checked with the field they concern', () => {
  it.each([
    [
      'a reserve off the increment grid',
      { startPriceFen: 100_000, incrementFen: 10_000, reservePriceFen: 105_000 },
      'lots.0.reservePriceFen',
      '保留价须不低于起拍价，且为起拍价加若干个加价幅度',
    ],
    [
      'a reserve below the starting price',
      { startPriceFen: 100_000, incrementFen: 10_000, reservePriceFen: 90_000 },
      'lots.0.reservePriceFen',
      '保留价须不低于起拍价，且为起拍价加若干个加价幅度',
    ],
    [
      'an increment above the starting price',
      { startPriceFen: 100_000, incrementFen: 100_100 },
      'lots.0.incrementFen',
      '加价幅度不能高于起拍价',
    ],
    ['a deposit under 5 %', { depositFen: 4_900 }, 'lots.0.depositFen', DEPOSIT_RANGE],
    ['a deposit over 20 %', { depositFen: 20_100 }, 'lots.0.depositFen', DEPOSIT_RANGE],
    [
      'a deposit other than the ¥1 minimum where 5–20 % holds no whole yuan',
      { startPriceFen: 300, incrementFen: 100, depositFen: 200 },
      'lots.0.depositFen',
      '保证金须为起拍价的 5%–20%，且不低于 ¥1.00（本标的可设 ¥1.00）',
    ],
    ['a deposit with fen', { depositFen: 10_050 }, 'lots.0.depositFen', '保证金须为整元'],
    [
      'a price under one yuan',
      { startPriceFen: 99, incrementFen: 50 },
      'lots.0.startPriceFen',
      '起拍价不能低于 1 元',
    ],
    [
      'a price in yuan with decimals',
      { startPriceFen: 1000.5 },
      'lots.0.startPriceFen',
      '起拍价必须是整数（单位：分）',
    ],
    ['a missing increment', { incrementFen: undefined }, 'lots.0.incrementFen', '请输入加价幅度'],
    [
      'a region that is not a 6-digit code',
      { regionCode: '32020' },
      'lots.0.regionCode',
      '所在地区须为 6 位行政区划代码',
    ],
    ['a quantity with four decimals', { quantity: 1.2345 }, 'lots.0.quantity', '数量最多保留 3 位小数'],
    ['a blank title', { title: '   ' }, 'lots.0.title', '请输入标的名称'],
    [
      'a payment period under a day',
      { paymentHours: 12 },
      'lots.0.paymentHours',
      '付款期限（小时）不能小于 24',
    ],
    ['more than 20 required bidders', { minBidders: 21 }, 'lots.0.minBidders', '最少竞买人数不能大于 20'],
    [
      'a start that is not an ISO time',
      { startsAt: '2026-12-01 09:00' },
      'lots.0.startsAt',
      '竞价开始时间格式不正确，应为 ISO 8601 时间（如 2026-12-01T09:00:00+08:00）',
    ],
  ])('refuses %s', async (_case, overrides, field, msg) => {
    const before = await bulletinCount();
    const response = await addLot(overrides);
    expect(errorOf(response)).toMatchObject({ status: 400, error: 'VALIDATION_FAILED', msg });
    expect(errorOf(response).fields).toContainEqual({ field, msg });
    expect(await bulletinCount()).toBe(before);
  });

  it('accepts deposits at both ends of the range and a reserve on the grid', async () => {
    const draft = await addDraft(t, tokens.seller, {
      lots: [
        lotInput(t, { depositFen: 5_000, reservePriceFen: 130_000 }),
        lotInput(t, { depositFen: 20_000, incrementFen: 100_000 }),
      ],
    });
    expect(draft.lots.map((lot) => lot.depositFen)).toEqual([5_000, 20_000]);
  });

  it('never sets a ¥0 deposit: the default 10 % rounds up to whole yuan, at least ¥1', async () => {
    const draft = await addDraft(t, tokens.seller, {
      lots: [
        lotInput(t, { startPriceFen: 100, incrementFen: 100 }),
        lotInput(t, { startPriceFen: 300, incrementFen: 100 }),
        lotInput(t, { startPriceFen: 1_500, incrementFen: 100 }),
        lotInput(t, { startPriceFen: 123_456, incrementFen: 100 }),
        lotInput(t, { startPriceFen: 300, incrementFen: 100, depositFen: 100 }),
      ],
    });
    // ¥1 and ¥3: the ¥1 minimum; ¥15: ¥1.50 up to ¥2 (13 %); ¥1,234.56: ¥123.46 up to ¥124.
    expect(draft.lots.map((lot) => lot.depositFen)).toEqual([100, 100, 200, 12_400, 100]);
  });

  it('needs bidding to last at least 10 minutes, and accepts exactly 10', async () => {
    const startsAt = at(25 * HOUR_MS);
    const short = await addLot({ startsAt, endsAt: at(25 * HOUR_MS + 10 * MINUTE_MS - 1000) });
    expect(errorOf(short).fields).toEqual([
      { field: 'lots.0.endsAt', msg: '竞价结束时间须晚于开始时间至少 10 分钟' },
    ]);
    const ended = await addLot({ startsAt, endsAt: at(24 * HOUR_MS) });
    expect(errorOf(ended).msg).toBe('竞价结束时间须晚于开始时间至少 10 分钟');
    dataOf(await addLot({ startsAt, endsAt: at(25 * HOUR_MS + 10 * MINUTE_MS) }));
  });

  it('refuses a hard end before the end, and accepts one equal to it', async () => {
    const endsAt = at(26 * HOUR_MS);
    expect(errorOf(await addLot({ endsAt, hardEndAt: at(26 * HOUR_MS - 1000) })).fields).toEqual([
      { field: 'lots.0.hardEndAt', msg: '最晚结束时间不能早于竞价结束时间' },
    ]);
    const draft = dataOf<BulletinView>(await addLot({ endsAt, hardEndAt: endsAt, maxExtensions: 3 }));
    expect(draft.lots[0]).toMatchObject({ hardEndAt: endsAt, maxExtensions: 3 });
  });

  it('refuses a start in the past, naming the lot by its position', async () => {
    const before = await bulletinCount();
    const response = await add(
      bulletinBody(t, {
        lots: [lotInput(t), lotInput(t, { startsAt: at(-MINUTE_MS), endsAt: at(HOUR_MS) })],
      }),
    );
    expect(errorOf(response)).toMatchObject({
      status: 400,
      error: 'LOT_INVALID',
      msg: '第 2 个标的：竞价开始时间须晚于当前时间',
    });
    expect(await bulletinCount()).toBe(before);
  });

  it('needs the category and the unit to be enabled dictionary values', async () => {
    expect(errorOf(await addLot({ category: 'gold' }))).toMatchObject({
      status: 400,
      error: 'LOT_INVALID',
      msg: '第 1 个标的：标的分类「gold」不存在，请从标的分类中选择',
    });
    expect(errorOf(await addLot({ unit: 'barrel' }))).toMatchObject({
      msg: '第 1 个标的：计量单位「barrel」不存在，请从计量单位中选择',
    });
    await t.database.db.execute(sql`update dict_items set is_enabled = false where value = 'ton'`);
    try {
      expect(errorOf(await addLot({})).msg).toBe('第 1 个标的：计量单位「ton」不存在，请从计量单位中选择');
    } finally {
      await t.database.db.execute(sql`update dict_items set is_enabled = true where value = 'ton'`);
    }
  });
});

describe('bulletin rules', () => {
  it('needs a title, a body and between 1 and 20 lots', async () => {
    expect(errorOf(await add(bulletinBody(t, { title: '' }))).fields).toEqual([
      { field: 'title', msg: '请输入公告标题' },
    ]);
    expect(errorOf(await add(bulletinBody(t, { bodyHtml: undefined }))).msg).toBe('请输入公告正文');
    expect(errorOf(await add(bulletinBody(t, { lots: [] }))).fields).toEqual([
      { field: 'lots', msg: '请至少添加一个标的' },
    ]);
    const tooMany = Array.from({ length: 21 }, () => lotInput(t));
    expect(errorOf(await add(bulletinBody(t, { lots: tooMany }))).fields).toEqual([
      { field: 'lots', msg: '一个公告最多 20 个标的' },
    ]);
    const most = Array.from({ length: 20 }, (_, index) => lotInput(t, { title: `标的 ${index + 1}` }));
    expect(dataOf<BulletinView>(await add(bulletinBody(t, { lots: most }))).lots).toHaveLength(20);
  });

  it('names the lot at its position in the list of fields', async () => {
    const response = await add(
      bulletinBody(t, { lots: [lotInput(t), lotInput(t, { incrementFen: 200_000 })] }),
    );
    expect(errorOf(response).fields).toEqual([
      { field: 'lots.1.incrementFen', msg: '加价幅度不能高于起拍价' },
    ]);
  });

  it('applies the same rules when a draft is edited, leaving it unchanged when refused', async () => {
    const draft = await addDraft(t, tokens.seller);
    const editWith = (overrides: Record<string, unknown>) =>
      t.call('POST', 'bulletinEdit', {
        token: tokens.seller,
        body: { id: draft.id, ...bulletinBody(t, { title: '改坏的公告', lots: [lotInput(t, overrides)] }) },
      });
    expect(errorOf(await editWith({ depositFen: 30_000 })).fields).toEqual([
      { field: 'lots.0.depositFen', msg: DEPOSIT_RANGE },
    ]);
    expect(errorOf(await editWith({ startsAt: at(-HOUR_MS), endsAt: at(HOUR_MS) })).msg).toBe(
      '第 1 个标的：竞价开始时间须晚于当前时间',
    );
    expect(errorOf(await editWith({ category: 'gold' })).error).toBe('LOT_INVALID');
    const stored = dataOf<BulletinView>(
      await t.call('GET', 'bulletinGet', { token: tokens.seller, params: { id: draft.id } }),
    );
    expect(stored).toEqual(draft);
  });
});
