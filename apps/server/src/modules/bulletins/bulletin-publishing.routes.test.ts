import type { BulletinSummary, BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { BulletinPreview, LotCard } from '@lyp/shared/auction/market.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp, type Bidder } from '../../../test/auction-fixtures';
import { bidCalls, liveLot } from '../../../test/bidding-fixtures';
import { addDraft, addPublished, addSubmitted, bulletinBody, errorOf } from '../../../test/bulletin-fixtures';
import { certifiedCompany } from '../../../test/company-fixtures';
import { addCertifiedBuyer, addSeller } from '../../../test/org-fixtures';
import type { TestApp } from '../../../test/test-app';
import { uploadSample } from '../../../test/upload-fixtures';
import { MINUTE_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const { bid } = bidCalls(t);
/** A call of the demo seller's, with the route's own method. */
const seller = (name: Parameters<TestApp['send']>[0], input: Record<string, unknown> = {}) =>
  t.send(name, input, tokens.seller);
const viewing = (overrides: Record<string, unknown> = {}) => {
  const startsAt = new Date(t.clock.now().getTime() + 2 * 3600_000);
  return {
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 4 * 3600_000).toISOString(),
    address: '无锡市惠山区钱桥街道华东物流园 3 号库',
    contactPerson: '张伟',
    contactPhone: '0510-82801234',
    ...overrides,
  };
};

describe('a bulletin entered with everything its lots need', () => {
  it('keeps each lot’s viewings, 定向 bidders and companies and extension period, as the form sent them', async () => {
    const company = await certifiedCompany(t, tokens.auditor);
    const draft = await addDraft(t, tokens.seller, {
      lots: [
        lotInput(t, {
          restricted: true,
          extensionMinutes: 3,
          viewings: [viewing({ remark: '请提前一天预约' })],
          specifiedPhones: ['13800000005'],
          specifiedOrgIds: [company.orgId],
        }),
        lotInput(t, { title: '废铜 一批' }),
      ],
    });
    const [first, second] = draft.lots;
    expect(first).toMatchObject({
      extensionMinutes: 3,
      viewings: [{ address: '无锡市惠山区钱桥街道华东物流园 3 号库', remark: '请提前一天预约' }],
      specifiedBidders: [{ phone: '13800000005', name: '陈静' }],
      specifiedOrgs: [{ orgId: company.orgId, name: company.application.companyName }],
    });
    expect(second).toMatchObject({
      extensionMinutes: 5,
      viewings: [],
      specifiedBidders: [],
      specifiedOrgs: [],
    });
  });

  it('names the lot and field of an unknown phone or an uncertified company, and saves nothing', async () => {
    const before = dataOf<{ total: number }>(await seller('bulletinList')).total;
    const unknownPhone = errorOf(
      await seller(
        'bulletinAdd',
        bulletinBody(t, {
          lots: [lotInput(t), lotInput(t, { restricted: true, specifiedPhones: ['13912340000'] })],
        }),
      ),
    );
    expect(unknownPhone).toMatchObject({
      status: 400,
      msg: '手机号 13912340000 尚未注册，无法设为定向竞买人',
      fields: [{ field: 'lots.1.specifiedPhones' }],
    });
    const uncertified = await addSeller(t);
    const unknownCompany = errorOf(
      await seller(
        'bulletinAdd',
        bulletinBody(t, { lots: [lotInput(t, { restricted: true, specifiedOrgIds: [uncertified.orgId] })] }),
      ),
    );
    expect(unknownCompany).toMatchObject({ status: 400, fields: [{ field: 'lots.0.specifiedOrgIds' }] });
    expect(unknownCompany.msg).toContain('尚未通过企业认证');
    expect(dataOf<{ total: number }>(await seller('bulletinList')).total).toBe(before);
  });

  it('refuses a 定向 list on a lot that is not restricted, naming the switch', async () => {
    const response = errorOf(
      await seller(
        'bulletinAdd',
        bulletinBody(t, { lots: [lotInput(t, { specifiedPhones: ['13800000005'] })] }),
      ),
    );
    expect(response).toMatchObject({
      status: 400,
      msg: '已指定定向竞买人，请勾选定向竞价，或清空定向名单',
      fields: [{ field: 'lots.0.restricted' }],
    });
  });

  it('keeps the images in the order given, the first the cover, and follows a reorder on edit', async () => {
    const [a, b, c] = [
      await uploadSample(t, tokens.seller, 'png', '正面.png'),
      await uploadSample(t, tokens.seller, 'jpg', '侧面.jpg'),
      await uploadSample(t, tokens.seller, 'png', '细节.png'),
    ];
    const draft = await addDraft(t, tokens.seller, {
      lots: [lotInput(t, { imageFileIds: [b.id, c.id, a.id] })],
    });
    expect(draft.lots[0]!.imageFileIds).toEqual([b.id, c.id, a.id]);
    const edited = dataOf<BulletinView>(
      await seller('bulletinEdit', {
        id: draft.id,
        ...bulletinBody(t, { lots: [lotInput(t, { imageFileIds: [a.id, b.id, c.id] })] }),
      }),
    );
    expect(edited.lots[0]!.imageFileIds).toEqual([a.id, b.id, c.id]);
    const preview = dataOf<BulletinPreview>(await seller('bulletinPreview', { id: draft.id }));
    expect(preview.bulletin.lots[0]!.coverFileId).toBe(a.id);
    expect(preview.lots[0]!.images.map((image) => image.id)).toEqual([a.id, b.id, c.id]);
  });

  it('binds the pictures of the body to the bulletin: private while a draft, public once published', async () => {
    const picture = await uploadSample(t, tokens.seller, 'png', '现场照片.png');
    const read = (token?: string) =>
      t.call('GET', 'filePreview', { params: { id: picture.id }, ...(token ? { token } : {}) });
    const published = await addPublished(t, tokens, {
      bodyHtml: `<p>现场照片如下</p><img src="/lyp/api/file/preview/${picture.id}" alt="现场">`,
    });
    expect(published.status).toBe('published');
    expect((await read()).statusCode).toBe(200);

    const other = await uploadSample(t, (await addSeller(t)).token, 'png');
    const foreign = errorOf(
      await seller(
        'bulletinAdd',
        bulletinBody(t, { bodyHtml: `<p>别人的图</p><img src="/lyp/api/file/preview/${other.id}">` }),
      ),
    );
    expect(foreign).toMatchObject({ status: 404, error: 'FILE_NOT_FOUND' });
  });
});

describe('the seller’s list and history', () => {
  it('counts the organisation’s bulletins by status, for the list’s tabs', async () => {
    const before = dataOf<{ counts: Record<string, number> }>(await seller('bulletinList')).counts;
    await addDraft(t, tokens.seller);
    await addSubmitted(t, tokens.seller);
    const after = dataOf<{ counts: Record<string, number>; records: BulletinSummary[] }>(
      await seller('bulletinList', { status: 'draft' }),
    );
    expect(after.counts.draft).toBe(before.draft! + 1);
    expect(after.counts.submitted).toBe(before.submitted! + 1);
    expect(after.records.every((record) => record.status === 'draft')).toBe(true);
    const other = await addSeller(t);
    const theirs = dataOf<{ counts: Record<string, number>; total: number }>(
      await t.call('POST', 'bulletinList', { token: other.token, body: {} }),
    );
    expect(theirs.total).toBe(0);
    expect(Object.values(theirs.counts).every((count) => count === 0)).toBe(true);
  });

  it('shows who submitted, rejected, resubmitted, approved and withdrew it, with the reason and time', async () => {
    const submitted = await addSubmitted(t, tokens.seller);
    dataOf(
      await t.call('POST', 'auditAdd', {
        token: tokens.auditor,
        body: { bulletinId: submitted.id, approved: false, reason: '起拍价与评估报告不符' },
      }),
    );
    dataOf(await seller('bulletinCommit', { id: submitted.id }));
    dataOf(
      await t.call('POST', 'auditAdd', {
        token: tokens.auditor,
        body: { bulletinId: submitted.id, approved: true },
      }),
    );
    const withdrawn = dataOf<BulletinView>(await seller('bulletinUndo', { id: submitted.id }));
    expect(withdrawn.history.map(({ action, actorName, reason }) => ({ action, actorName, reason }))).toEqual(
      [
        { action: 'submit', actorName: '张伟', reason: null },
        { action: 'reject', actorName: '王芳', reason: '起拍价与评估报告不符' },
        { action: 'submit', actorName: '张伟', reason: null },
        { action: 'approve', actorName: '王芳', reason: null },
        { action: 'withdraw', actorName: '张伟', reason: null },
      ],
    );
  });
});

describe('sending a bulletin for review', () => {
  it('is only for a certified company: an uncertified one is told to certify first', async () => {
    const uncertified = await addSeller(t);
    const draft = await addDraft(t, uncertified.token);
    expect(
      errorOf(await t.call('POST', 'bulletinCommit', { token: uncertified.token, params: { id: draft.id } })),
    ).toMatchObject({
      status: 409,
      error: 'COMPANY_NOT_CERTIFIED',
      msg: `当前组织「${draft.sellerName}」尚未通过企业认证，请先完成企业认证（立即认证）`,
    });
  });

  it('needs someone on a restricted lot’s list, naming the lot', async () => {
    const draft = await addDraft(t, tokens.seller, {
      lots: [lotInput(t), lotInput(t, { restricted: true })],
    });
    expect(errorOf(await seller('bulletinCommit', { id: draft.id }))).toMatchObject({
      status: 400,
      msg: '第 2 个标的：定向竞价须至少指定一位竞买人或一家企业',
      fields: [{ field: 'lots.1.specifiedPhones' }],
    });
  });
});

describe('the preview', () => {
  it('shows a draft and its lots exactly as the public pages will, to its own organisation only', async () => {
    const draft = await addDraft(t, tokens.seller, {
      lots: [lotInput(t, { viewings: [viewing()] }), lotInput(t, { title: '废铜 一批' })],
    });
    const preview = dataOf<BulletinPreview>(await seller('bulletinPreview', { id: draft.id }));
    expect(preview.bulletin).toMatchObject({
      id: draft.id,
      title: draft.title,
      sellerName: '江苏华东再生资源有限公司',
    });
    expect(preview.bulletin.lots.map((lot: LotCard) => lot.title)).toEqual(['废钢 HMS1 一批', '废铜 一批']);
    expect(preview.lots[0]).toMatchObject({
      hasReserve: false,
      viewings: [{ contactPerson: '张伟' }],
      recentBids: [],
    });
    // Nothing of it is public yet.
    expect((await t.call('GET', 'lotDetail', { params: { lotId: draft.lots[0]!.id } })).statusCode).toBe(404);

    const other = await addSeller(t);
    expect(
      (await t.call('GET', 'bulletinPreview', { token: other.token, params: { id: draft.id } })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', 'bulletinPreview', { token: tokens.buyer, params: { id: draft.id } })).statusCode,
    ).toBe(403);
  });
});

describe('finding companies for a 定向 list', () => {
  it('finds certified companies by name or credit code, never uncertified ones', async () => {
    const byName = dataOf<Array<{ name: string; companyCode: string }>>(
      await seller('specifyOrgSearch', { keyword: '浦江' }),
    );
    expect(byName.map((company) => company.name)).toContain('上海浦江物资回收有限公司');
    const code = byName.find((company) => company.name === '上海浦江物资回收有限公司')!.companyCode;
    const byCode = dataOf<Array<{ name: string }>>(await seller('specifyOrgSearch', { keyword: code }));
    expect(byCode.map((company) => company.name)).toEqual(['上海浦江物资回收有限公司']);
    const uncertified = await addSeller(t);
    const name = dataOf<BulletinView>(
      await t.call('POST', 'bulletinAdd', { token: uncertified.token, body: bulletinBody(t) }),
    ).sellerName;
    expect(dataOf<unknown[]>(await seller('specifyOrgSearch', { keyword: name }))).toEqual([]);
  });
});

describe('the seller’s own company on a 定向 list', () => {
  it('is neither offered by the search nor accepted on a lot: it may not bid on its own lots', async () => {
    const found = dataOf<Array<{ name: string }>>(await seller('specifyOrgSearch', { keyword: '江苏华东' }));
    expect(found.map((company) => company.name)).not.toContain('江苏华东再生资源有限公司');
    const draft = await addDraft(t, tokens.seller);
    const response = errorOf(
      await seller(
        'bulletinAdd',
        bulletinBody(t, { lots: [lotInput(t, { restricted: true, specifiedOrgIds: [draft.sellerOrgId] })] }),
      ),
    );
    expect(response).toMatchObject({
      status: 400,
      msg: '本企业不能参与自己委托的标的，不能设为定向竞买企业',
      fields: [{ field: 'lots.0.specifiedOrgIds' }],
    });
  });
});

describe('a company on a restricted lot’s list', () => {
  it('lets any of its accounts pay the deposit, and nobody else', async () => {
    const company = await certifiedCompany(t, tokens.auditor);
    const published = await addPublished(t, tokens, {
      lots: [lotInput(t, { restricted: true, specifiedOrgIds: [company.orgId] })],
    });
    const lotId = published.lots[0]!.id;
    const blockedReason = async (token: string) =>
      dataOf<{ blockedReason: string | null }>(
        await t.call('GET', 'marginInfoByAuction', { token, params: { lotId } }),
      ).blockedReason;
    expect(await blockedReason(company.owner.token)).toBeNull();
    expect(await blockedReason((await addCertifiedBuyer(t)).token)).toBe(
      '该标的为定向竞价，仅限委托方指定的竞买人参与',
    );
  });
});

describe('the extension period a lot sets', () => {
  it('moves the end that many minutes past a bid made within them', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 2, { extensionMinutes: 2 });
    const [first, second] = bidders as [Bidder, Bidder];
    const endsAt = Date.parse(lot.endsAt);
    const endAfter = async (bidder: Bidder, amountFen: number) =>
      Date.parse(dataOf<{ lot: { endsAt: string } }>(await bid(bidder, lotId, amountFen)).lot.endsAt);
    // Three minutes before the end: outside a two-minute period, nothing moves.
    t.clock.set(new Date(endsAt - 3 * MINUTE_MS));
    expect(await endAfter(first, 100_000)).toBe(endsAt);
    t.clock.set(new Date(endsAt - MINUTE_MS));
    expect(await endAfter(second, 110_000)).toBe(endsAt + MINUTE_MS);
  });
});
