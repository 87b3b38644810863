import type { LotViewing } from '@lyp/shared/auction/bulletin.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp, restrictedToBuyer2 } from '../../../test/auction-fixtures';
import { addDraft, addPublished, errorOf, forceBulletinStatus } from '../../../test/bulletin-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { HOUR_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
const viewing = (overrides: Record<string, unknown> = {}) => ({
  startsAt: at(2 * HOUR_MS),
  endsAt: at(5 * HOUR_MS),
  address: '无锡市锡山区东港镇仓库 2 号门',
  contactPerson: '张伟',
  contactPhone: '0510-82801234',
  remark: '请携带身份证',
  ...overrides,
});
const addViewing = (lotId: number, overrides: Record<string, unknown> = {}, token = tokens.seller) =>
  t.call('POST', 'guardGoodsAdd', { token, body: { lotId, ...viewing(overrides) } });
const editViewing = (id: number, overrides: Record<string, unknown> = {}, token = tokens.seller) =>
  t.call('POST', 'guardGoodsEdit', { token, body: { id, ...viewing(overrides) } });
const listViewings = async (lotId: number) =>
  dataOf<LotViewing[]>(await t.call('POST', 'guardGoodsList', { token: tokens.seller, body: { lotId } }));
const saveBidders = (lotId: number, phones: string[], token = tokens.seller) =>
  t.call('POST', 'specifyUserSave', { token, body: { lotId, phones } });
const listBidders = async (lotId: number) =>
  dataOf<Array<{ userId: number; phone: string; name: string }>>(
    await t.call('POST', 'specifyUserList', { token: tokens.seller, body: { lotId } }),
  );

describe('看货 viewings of a lot', () => {
  it('are added, listed in time order and edited by the seller', async () => {
    const draft = await addDraft(t, tokens.seller);
    const lotId = draft.lots[0]!.id;
    const later = await addViewing(lotId, { startsAt: at(30 * HOUR_MS), endsAt: at(31 * HOUR_MS) });
    expect(later.json<{ msg: string }>().msg).toBe('看货信息已新增');
    const earlier = dataOf<LotViewing>(await addViewing(lotId, { remark: null }));
    expect(earlier).toMatchObject({ lotId, contactPerson: '张伟', remark: null });
    expect((await listViewings(lotId)).map((entry) => entry.id)).toEqual([
      earlier.id,
      dataOf<LotViewing>(later).id,
    ]);

    const edited = await editViewing(earlier.id, { address: '东港镇仓库 3 号门', remark: '' });
    expect(edited.json<{ msg: string }>().msg).toBe('看货信息已保存');
    expect(dataOf<LotViewing>(edited)).toMatchObject({
      id: earlier.id,
      lotId,
      address: '东港镇仓库 3 号门',
      remark: null,
    });
  });

  it('can be kept up to date while the bulletin is published', async () => {
    const published = await addPublished(t, tokens);
    const added = dataOf<LotViewing>(await addViewing(published.lots[0]!.id));
    dataOf(await editViewing(added.id, { contactPhone: '13800000002' }));
  });

  it('name every missing or wrong field in Chinese', async () => {
    const draft = await addDraft(t, tokens.seller);
    const lotId = draft.lots[0]!.id;
    expect(errorOf(await addViewing(lotId, { endsAt: at(HOUR_MS) }))).toMatchObject({
      status: 400,
      msg: '看货结束时间须晚于开始时间',
      fields: [{ field: 'endsAt', msg: '看货结束时间须晚于开始时间' }],
    });
    expect(errorOf(await addViewing(lotId, { address: ' ' })).fields).toEqual([
      { field: 'address', msg: '请输入看货地址' },
    ]);
    expect(errorOf(await addViewing(lotId, { contactPerson: undefined })).msg).toBe('请输入联系人');
    expect(errorOf(await addViewing(lotId, { startsAt: 'tomorrow' })).msg).toMatch(/^看货开始时间格式不正确/);
    expect(await listViewings(lotId)).toEqual([]);
  });

  it('are refused for a lot or viewing that does not exist', async () => {
    expect(errorOf(await addViewing(999_999))).toMatchObject({
      status: 404,
      error: 'LOT_NOT_FOUND',
      msg: '标的不存在或您无权查看',
    });
    expect(errorOf(await editViewing(999_999))).toMatchObject({
      status: 404,
      error: 'LOT_VIEWING_NOT_FOUND',
      msg: '看货信息不存在或您无权修改',
    });
  });

  it('can no longer be added or changed once the bulletin has ended', async () => {
    const draft = await addDraft(t, tokens.seller);
    const lotId = draft.lots[0]!.id;
    const added = dataOf<LotViewing>(await addViewing(lotId));
    await forceBulletinStatus(t, draft.id, 'ended');
    expect(errorOf(await addViewing(lotId))).toMatchObject({
      status: 409,
      error: 'BULLETIN_WRONG_STATE',
      msg: '公告当前为「已结束」，已结束的公告不能再添加看货信息',
    });
    expect(errorOf(await editViewing(added.id, { address: '改到别处' }))).toMatchObject({
      status: 409,
      error: 'BULLETIN_WRONG_STATE',
      msg: '公告当前为「已结束」，已结束的公告不能再修改看货信息',
    });
    expect((await listViewings(lotId))[0]!.address).toBe(added.address);
  });
});

describe('editing the bulletin of a lot', () => {
  it('keeps each lot’s viewings and specified bidders with the lot at the same position', async () => {
    const draft = await addDraft(t, tokens.seller, {
      lots: [lotInput(t, { restricted: true }), lotInput(t, { title: '废铜 一批' })],
    });
    const [first, second] = draft.lots.map((lot) => lot.id);
    dataOf(await addViewing(first!, { address: '一号库' }));
    dataOf(await addViewing(second!, { address: '二号库' }));
    dataOf(await saveBidders(first!, ['13800000001']));

    const edited = dataOf<{ lots: Array<{ id: number }> }>(
      await t.call('POST', 'bulletinEdit', {
        token: tokens.seller,
        body: {
          id: draft.id,
          title: '只改了标题',
          bodyHtml: '<p>详见附件</p>',
          lots: [
            lotInput(t, { restricted: true, startPriceFen: 200_000 }),
            lotInput(t, { title: '废铜 一批' }),
          ],
        },
      }),
    );
    const [newFirst, newSecond] = edited.lots.map((lot) => lot.id);
    expect((await listViewings(newFirst!)).map((entry) => entry.address)).toEqual(['一号库']);
    expect((await listViewings(newSecond!)).map((entry) => entry.address)).toEqual(['二号库']);
    expect((await listBidders(newFirst!)).map((entry) => entry.phone)).toEqual(['13800000001']);
  });

  it('drops the viewings of lots the edit removes, and the bidder list of a lot no longer restricted', async () => {
    const draft = await addDraft(t, tokens.seller, {
      lots: [lotInput(t, { restricted: true }), lotInput(t, { title: '废铜 一批' })],
    });
    dataOf(await addViewing(draft.lots[1]!.id));
    dataOf(await saveBidders(draft.lots[0]!.id, ['13800000001']));
    const edited = dataOf<{ lots: Array<{ id: number }> }>(
      await t.call('POST', 'bulletinEdit', {
        token: tokens.seller,
        body: { id: draft.id, title: '只剩一个标的', bodyHtml: '<p>正文</p>', lots: [lotInput(t)] },
      }),
    );
    const lotId = edited.lots[0]!.id;
    expect(await listViewings(lotId)).toEqual([]);
    expect(await listBidders(lotId)).toEqual([]);
  });
});

describe('定向 specified bidders of a restricted lot', () => {
  it('are saved by phone, replacing the list, and listed with their names', async () => {
    const draft = await addDraft(t, tokens.seller, { lots: [lotInput(t, { restricted: true })] });
    const lotId = draft.lots[0]!.id;
    const response = await saveBidders(lotId, ['13800000001', '13800000005', '13800000001']);
    expect(response.json<{ msg: string }>().msg).toBe('定向竞买人已保存');
    expect(dataOf<unknown[]>(response)).toEqual([
      { userId: expect.any(Number) as number, phone: '13800000001', name: '李明' },
      { userId: expect.any(Number) as number, phone: '13800000005', name: '陈静' },
    ]);
    dataOf(await saveBidders(lotId, ['13800000005']));
    expect((await listBidders(lotId)).map((entry) => entry.name)).toEqual(['陈静']);
    dataOf(await saveBidders(lotId, []));
    expect(await listBidders(lotId)).toEqual([]);
  });

  it('refuses an unregistered or malformed phone and keeps the list as it was', async () => {
    const draft = await addDraft(t, tokens.seller, { lots: [lotInput(t, { restricted: true })] });
    const lotId = draft.lots[0]!.id;
    dataOf(await saveBidders(lotId, ['13800000001']));
    expect(errorOf(await saveBidders(lotId, ['13800000005', '13912345678']))).toMatchObject({
      status: 400,
      error: 'SPECIFIED_BIDDER_UNKNOWN',
      msg: '手机号 13912345678 尚未注册，无法设为定向竞买人',
    });
    expect(errorOf(await saveBidders(lotId, ['1380000000']))).toMatchObject({
      status: 400,
      msg: '定向竞买人的手机号格式不正确',
      fields: [{ field: 'phones.0', msg: '定向竞买人的手机号格式不正确' }],
    });
    expect((await listBidders(lotId)).map((entry) => entry.phone)).toEqual(['13800000001']);
  });

  it('are refused for a lot open to everyone', async () => {
    const draft = await addDraft(t, tokens.seller);
    expect(errorOf(await saveBidders(draft.lots[0]!.id, ['13800000001']))).toMatchObject({
      status: 409,
      error: 'LOT_NOT_RESTRICTED',
      msg: '该标的不是定向竞价，无需设置定向竞买人',
    });
  });

  it('can no longer change once bidding has begun', async () => {
    const draft = await addDraft(t, tokens.seller, { lots: [lotInput(t, { restricted: true })] });
    await forceBulletinStatus(t, draft.id, 'bidding');
    expect(errorOf(await saveBidders(draft.lots[0]!.id, ['13800000001']))).toMatchObject({
      status: 409,
      msg: '公告当前为「竞价中」，竞价开始后不能再修改定向竞买人',
    });
  });

  it('decide who may pay the deposit of a published restricted lot', async () => {
    const published = await addPublished(t, tokens, { lots: [lotInput(t, restrictedToBuyer2)] });
    const lotId = published.lots[0]!.id;
    const listed = await addMember(t, { role: 'buyer', certified: true });
    dataOf(await saveBidders(lotId, [listed.phone]));
    const blockedReason = async (token: string) =>
      dataOf<{ blockedReason: string | null }>(
        await t.call('GET', 'marginInfoByAuction', { token, params: { lotId } }),
      ).blockedReason;
    expect(await blockedReason(listed.token)).toBeNull();
    expect(await blockedReason(tokens.buyer)).toBe('该标的为定向竞价，仅限委托方指定的竞买人参与');
  });
});
