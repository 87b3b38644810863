import type { BulletinSummary, BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { timestampParts } from '@lyp/shared/format/timestamp';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, openBidding, useAuctionApp } from '../../../test/auction-fixtures';
import {
  addDraft,
  addPublished,
  addSubmitted,
  bulletinBody,
  errorOf,
  forceBulletinStatus,
  storedBulletin,
} from '../../../test/bulletin-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import type { TestApp } from '../../../test/test-app';
import { HOUR_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const seller = (
  method: 'GET' | 'POST',
  path: Parameters<TestApp['call']>[1],
  options: Parameters<TestApp['call']>[2] = {},
) => t.call(method, path, { token: tokens.seller, ...options });
const get = (id: number) => seller('GET', 'bulletinGet', { params: { id } });
const commit = (id: number) => seller('POST', 'bulletinCommit', { params: { id } });
const undo = (id: number) => seller('POST', 'bulletinUndo', { params: { id } });
const remove = (id: number) => seller('POST', 'bulletinDelete', { params: { id } });
const edit = (id: number, overrides: Record<string, unknown> = {}) =>
  seller('POST', 'bulletinEdit', { body: { id, ...bulletinBody(t, overrides) } });

describe('a seller’s draft', () => {
  it('is saved with a readable number, numbered lots, the reserve and a default deposit of 10 % rounded up to whole yuan', async () => {
    const response = await seller('POST', 'bulletinAdd', {
      body: bulletinBody(t, {
        lots: [
          lotInput(t, { startPriceFen: 123_456, incrementFen: 1_000, reservePriceFen: 133_456 }),
          lotInput(t, { title: '废铜 一批', depositFen: 20_000, restricted: true }),
        ],
      }),
    });
    expect(response.json<{ msg: string }>().msg).toBe('公告已保存为草稿');
    const bulletin = dataOf<BulletinView>(response);
    const day = timestampParts(t.clock.now()).date;
    expect(bulletin).toMatchObject({
      bulletinNo: `GG${day}${String(bulletin.id).padStart(5, '0')}`,
      sellerName: '江苏华东再生资源有限公司',
      status: 'draft',
      rejectReason: null,
      submittedAt: null,
      publishedAt: null,
      commissionBps: null,
      attachmentFileIds: [],
    });
    expect(bulletin.lots).toMatchObject([
      {
        seq: 1,
        lotNo: `${bulletin.bulletinNo}-01`,
        status: 'pending',
        reservePriceFen: 133_456,
        // 10 % of ¥1,234.56 is ¥123.456: up to ¥124.
        depositFen: 12_400,
        quantity: '120.500',
        minBidders: 1,
        paymentHours: 72,
        restricted: false,
        biddingMode: 'ascending',
        currentPriceFen: null,
        bidCount: 0,
      },
      { seq: 2, lotNo: `${bulletin.bulletinNo}-02`, depositFen: 20_000, restricted: true },
    ]);
    expect(dataOf<BulletinView>(await get(bulletin.id))).toEqual(bulletin);
  });

  it('keeps formatting in the body but drops scripts, event handlers and foreign images', async () => {
    const picture = await uploadSample(t, tokens.seller, 'png', '现场.png');
    const draft = await addDraft(t, tokens.seller, {
      bodyHtml:
        '<h2 onclick="steal()">竞价须知</h2><p style="color:red">请<strong>按时</strong>看货<script>alert(1)</script></p>' +
        `<img src="x" onerror="alert(1)"><img src="/lyp/api/file/preview/${picture.id}" alt="现场">` +
        '<a href="javascript:alert(1)">危险链接</a><a href="https://example.com/rules">规则</a><iframe src="https://evil.example"></iframe>',
    });
    expect(draft.bodyHtml).toBe(
      '<h2>竞价须知</h2><p>请<strong>按时</strong>看货</p>' +
        `<img src="/lyp/api/file/preview/${picture.id}" alt="现场" />` +
        '<a target="_blank" rel="noopener noreferrer nofollow">危险链接</a>' +
        '<a href="https://example.com/rules" target="_blank" rel="noopener noreferrer nofollow">规则</a>',
    );
  });

  it('refuses a body with nothing left to show once unsafe content is removed, and saves nothing', async () => {
    const before = await t.call('POST', 'bulletinList', { token: tokens.seller, body: {} });
    const response = await t.call('POST', 'bulletinAdd', {
      token: tokens.seller,
      body: {
        title: '只有脚本的公告',
        bodyHtml: '<script>alert(1)</script><p> &nbsp;</p>',
        lots: [lotInput(t)],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BULLETIN_BODY_EMPTY' });
    const after = await t.call('POST', 'bulletinList', { token: tokens.seller, body: {} });
    expect(after.json<{ data: { total: number } }>().data.total).toBe(
      before.json<{ data: { total: number } }>().data.total,
    );
  });

  it('is edited in place: new content, new lots, same number, and stays a draft', async () => {
    const draft = await addDraft(t, tokens.seller);
    const response = await edit(draft.id, {
      title: '修改后的公告',
      bodyHtml: '<p>新正文<script>x()</script></p>',
      lots: [lotInput(t, { title: '废铝 一批' }), lotInput(t, { title: '废纸 一批' })],
    });
    expect(response.json<{ msg: string }>().msg).toBe('公告已保存');
    const edited = dataOf<BulletinView>(response);
    expect(edited).toMatchObject({
      id: draft.id,
      bulletinNo: draft.bulletinNo,
      title: '修改后的公告',
      bodyHtml: '<p>新正文</p>',
      status: 'draft',
    });
    expect(edited.lots.map((lot) => [lot.lotNo, lot.title])).toEqual([
      [`${draft.bulletinNo}-01`, '废铝 一批'],
      [`${draft.bulletinNo}-02`, '废纸 一批'],
    ]);
  });

  it('is listed for its organisation, newest change first, with status and keyword filters', async () => {
    const first = await addDraft(t, tokens.seller, { title: '列表测试甲 废钢' });
    const second = await addSubmitted(t, tokens.seller, { title: '列表测试乙 废铜' });
    const list = async (body: Record<string, unknown>) =>
      dataOf<{ records: BulletinSummary[]; total: number; current: number; size: number }>(
        await seller('POST', 'bulletinList', { body }),
      );
    const all = await list({ keyword: '列表测试' });
    expect(all.records.map((record) => record.id)).toEqual([second.id, first.id]);
    expect(all.records[0]).toMatchObject({
      lotCount: 1,
      status: 'submitted',
      sellerName: '江苏华东再生资源有限公司',
    });
    expect(all.records[0]!.firstStartsAt).toBe(second.lots[0]!.startsAt);
    expect(all.records[0]!.lastEndsAt).toBe(second.lots[0]!.endsAt);
    expect((await list({ keyword: '列表测试', status: 'draft' })).records.map((record) => record.id)).toEqual(
      [first.id],
    );
    expect((await list({ keyword: first.bulletinNo })).total).toBe(1);
    expect((await list({ keyword: '100%_不存在' })).total).toBe(0);
    const paged = await list({ keyword: '列表测试', current: 2, size: 1 });
    expect(paged).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(paged.records.map((record) => record.id)).toEqual([first.id]);
    expect(errorOf(await seller('POST', 'bulletinList', { body: { status: 'sold' } }))).toMatchObject({
      status: 400,
      msg: '公告状态不正确',
    });
  });

  it('is deleted with everything in it, answering 404 afterwards', async () => {
    const draft = await addDraft(t, tokens.seller);
    const response = await remove(draft.id);
    expect(response.json()).toMatchObject({ code: 0, msg: '公告已删除', data: null });
    expect(await storedBulletin(t, draft.id)).toBeUndefined();
    expect(errorOf(await get(draft.id))).toMatchObject({
      status: 404,
      error: 'BULLETIN_NOT_FOUND',
      msg: '竞价公告不存在或您无权查看',
    });
  });

  it('answers 404 for a bulletin that does not exist, on every route', async () => {
    for (const response of [
      await get(999_999),
      await commit(999_999),
      await undo(999_999),
      await remove(999_999),
    ]) {
      expect(errorOf(response)).toMatchObject({ status: 404, error: 'BULLETIN_NOT_FOUND' });
    }
    expect(errorOf(await edit(999_999))).toMatchObject({ status: 404, error: 'BULLETIN_NOT_FOUND' });
  });

  it('refuses state changes by GET: commit, undo and delete are POST routes', async () => {
    const draft = await addDraft(t, tokens.seller);
    for (const path of ['commit', 'undo', 'delete']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/lyp/api/auction/bulletin/${path}/${draft.id}`,
        headers: { authorization: `Bearer ${tokens.seller}` },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await storedBulletin(t, draft.id))!.status).toBe('draft');
  });
});

describe('the bulletin lifecycle', () => {
  it('commits a draft to the auditors, after which it can no longer be edited, committed or deleted', async () => {
    const draft = await addDraft(t, tokens.seller);
    const response = await commit(draft.id);
    expect(response.json<{ msg: string }>().msg).toBe('已提交审核');
    const submitted = dataOf<BulletinView>(response);
    expect(submitted).toMatchObject({ status: 'submitted', submittedAt: t.clock.now().toISOString() });
    expect(errorOf(await commit(draft.id))).toMatchObject({
      status: 409,
      error: 'BULLETIN_WRONG_STATE',
      msg: '公告当前为「待审核」，只有草稿、已驳回或已撤回的公告可以提交审核',
    });
    expect(errorOf(await edit(draft.id, { title: '偷偷修改' }))).toMatchObject({
      status: 409,
      msg: '公告当前为「待审核」，只有草稿、已驳回或已撤回的公告可以修改',
    });
    expect(errorOf(await remove(draft.id))).toMatchObject({
      status: 409,
      msg: '公告当前为「待审核」，只有草稿、已驳回或已撤回的公告可以删除',
    });
    expect(await storedBulletin(t, draft.id)).toMatchObject({ status: 'submitted', title: draft.title });
  });

  it('refuses to commit a lot that would open before the publication lead time', async () => {
    const soon = new Date(t.clock.now().getTime() + 2 * HOUR_MS);
    const draft = await addDraft(t, tokens.seller, {
      lots: [
        lotInput(t),
        lotInput(t, {
          startsAt: soon.toISOString(),
          endsAt: new Date(soon.getTime() + HOUR_MS).toISOString(),
        }),
      ],
    });
    expect(errorOf(await commit(draft.id))).toMatchObject({
      status: 400,
      error: 'LOT_INVALID',
      msg: '第 2 个标的：竞价开始时间须在提交审核至少 1天 之后（公告须提前公示），请修改开始时间',
    });
    expect((await storedBulletin(t, draft.id))!.status).toBe('draft');
  });

  it('withdraws a submitted bulletin, which may then be edited, committed again or deleted', async () => {
    const submitted = await addSubmitted(t, tokens.seller);
    const response = await undo(submitted.id);
    expect(response.json<{ msg: string }>().msg).toBe('公告已撤回');
    expect(dataOf<BulletinView>(response).status).toBe('withdrawn');
    expect(errorOf(await undo(submitted.id))).toMatchObject({
      status: 409,
      msg: '公告当前为「已撤回」，只有待审核，或已发布但尚未开始竞价的公告可以撤回',
    });
    expect(dataOf<BulletinView>(await edit(submitted.id, { title: '撤回后修改' })).status).toBe('draft');
    expect(dataOf<BulletinView>(await commit(submitted.id)).status).toBe('submitted');
    dataOf(await undo(submitted.id));
    dataOf(await remove(submitted.id));
  });

  it('refuses to withdraw a draft', async () => {
    const draft = await addDraft(t, tokens.seller);
    expect(errorOf(await undo(draft.id))).toMatchObject({
      status: 409,
      error: 'BULLETIN_WRONG_STATE',
      msg: '公告当前为「草稿」，只有待审核，或已发布但尚未开始竞价的公告可以撤回',
    });
  });

  it('withdraws a published bulletin before bidding, taking its lots off the market', async () => {
    const published = await addPublished(t, tokens);
    expect(published.lots[0]!.status).toBe('scheduled');
    const withdrawn = dataOf<BulletinView>(await undo(published.id));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', publishedAt: null });
    expect(withdrawn.lots[0]!.status).toBe('pending');
    const buyerView = await t.call('GET', 'marginInfoByAuction', {
      token: tokens.buyer,
      params: { lotId: published.lots[0]!.id },
    });
    expect(errorOf(buyerView)).toMatchObject({ status: 404, error: 'LOT_NOT_FOUND' });
  });

  it('refuses to withdraw a published bulletin once a lot’s bidding has opened', async () => {
    const published = await addPublished(t, tokens);
    openBidding(t, published.lots[0]!);
    expect(errorOf(await undo(published.id))).toMatchObject({
      status: 409,
      msg: '公告当前为「已发布」，只有待审核，或已发布但尚未开始竞价的公告可以撤回',
    });
    expect(await storedBulletin(t, published.id)).toMatchObject({
      status: 'published',
      lot_statuses: ['scheduled'],
    });
  });

  it('refuses to edit or delete a published bulletin', async () => {
    const published = await addPublished(t, tokens);
    expect(errorOf(await edit(published.id))).toMatchObject({
      status: 409,
      msg: '公告当前为「已发布」，只有草稿、已驳回或已撤回的公告可以修改',
    });
    expect(errorOf(await remove(published.id))).toMatchObject({
      status: 409,
      msg: '公告当前为「已发布」，只有草稿、已驳回或已撤回的公告可以删除',
    });
  });
});

describe('the commission of a bulletin', () => {
  it('is set by the platform as a flat rate, and null returns it to the tiers', async () => {
    const admin = await t.signIn('admin');
    const draft = await addDraft(t, tokens.seller);
    const response = await t.call('POST', 'commissionEdit', {
      token: admin,
      body: { bulletinId: draft.id, commissionBps: 300 },
    });
    expect(response.json<{ msg: string }>().msg).toBe('佣金设置已保存');
    expect(dataOf<BulletinView>(response).commissionBps).toBe(300);
    expect(dataOf<BulletinView>(await get(draft.id)).commissionBps).toBe(300);
    const reset = await t.call('POST', 'commissionEdit', {
      token: admin,
      body: { bulletinId: draft.id, commissionBps: null },
    });
    expect(dataOf<BulletinView>(reset).commissionBps).toBeNull();
  });

  it('names the limits of the rate and refuses missing or ended bulletins', async () => {
    const admin = await t.signIn('admin');
    const draft = await addDraft(t, tokens.seller);
    const set = (body: Record<string, unknown>) => t.call('POST', 'commissionEdit', { token: admin, body });
    expect(errorOf(await set({ bulletinId: draft.id, commissionBps: 2001 }))).toMatchObject({
      status: 400,
      msg: '佣金比例（基点）不能大于 2000',
      fields: [{ field: 'commissionBps', msg: '佣金比例（基点）不能大于 2000' }],
    });
    expect(errorOf(await set({ bulletinId: draft.id, commissionBps: -1 }))).toMatchObject({
      msg: '佣金比例（基点）不能小于 0',
    });
    expect(errorOf(await set({ bulletinId: 999_999, commissionBps: 100 }))).toMatchObject({
      status: 404,
      error: 'BULLETIN_NOT_FOUND',
    });
    await forceBulletinStatus(t, draft.id, 'ended');
    expect(errorOf(await set({ bulletinId: draft.id, commissionBps: 100 }))).toMatchObject({
      status: 409,
      msg: '公告当前为「已结束」，已结束的公告不能再修改佣金',
    });
  });
});
