import type { ApiPathName } from '@lyp/shared/api/paths';
import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import type { BulletinPreview } from '@lyp/shared/auction/market.schemas';
import type { BulletinSummary, BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import {
  addDraft,
  addPublished,
  addSubmitted,
  errorOf,
  storedBulletin,
} from '../../../test/bulletin-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { addTenantWithAdmin } from '../../../test/role-admin-fixtures';
import { HOUR_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const decide = (body: Record<string, unknown>, token = tokens.auditor) =>
  t.call('POST', 'auditAdd', { token, body });
const revoke = (body: Record<string, unknown>, token = tokens.auditor) =>
  t.call('POST', 'auditRevoke', { token, body });
const auditGet = (id: number, token = tokens.auditor) => t.call('GET', 'auditGet', { token, params: { id } });
const listIds = async (
  path: 'auditPage' | 'auditWaiting' | 'auditDone',
  body: Record<string, unknown> = {},
) =>
  dataOf<{ records: BulletinSummary[]; total: number }>(
    await t.call('POST', path, { token: tokens.auditor, body: { size: 100, ...body } }),
  ).records.map((record) => record.id);
/** The auditors' decisions on a bulletin (its history also holds the seller's submissions). */
const auditTrail = async (bulletinId: number) =>
  (
    await t.database.db.execute<{ action: string; reason: string | null }>(
      sql`select action, reason from bulletin_audits
           where bulletin_id = ${bulletinId} and action in ('approve', 'reject', 'revoke') order by id`,
    )
  ).rows;

describe('the auditor’s lists', () => {
  it('show what sellers sent, never drafts: waiting, audited and everything', async () => {
    const keyword = `审核列表${Date.now()}`;
    const draft = await addDraft(t, tokens.seller, { title: `${keyword} 草稿` });
    const waiting = await addSubmitted(t, tokens.seller, { title: `${keyword} 待审` });
    const published = await addPublished(t, tokens, { title: `${keyword} 已发布` });
    const rejected = await addSubmitted(t, tokens.seller, { title: `${keyword} 驳回` });
    dataOf(await decide({ bulletinId: rejected.id, approved: false, reason: '附件不清晰' }));

    expect(await listIds('auditWaiting', { keyword })).toEqual([waiting.id]);
    expect(await listIds('auditDone', { keyword })).toEqual([rejected.id, published.id]);
    expect(await listIds('auditPage', { keyword })).toEqual([rejected.id, published.id, waiting.id]);
    expect(await listIds('auditPage', { keyword, status: 'published' })).toEqual([published.id]);
    expect(await listIds('auditPage', { keyword, status: 'draft' })).toEqual([]);
    expect(await listIds('auditWaiting', { keyword, status: 'published' })).toEqual([]);
    expect(await listIds('auditPage', { keyword: draft.bulletinNo })).toEqual([]);
    const page = dataOf<{ records: BulletinSummary[]; total: number }>(
      await t.call('POST', 'auditPage', { token: tokens.auditor, body: { keyword, current: 2, size: 2 } }),
    );
    expect(page.total).toBe(3);
    expect(page.records.map((record) => record.id)).toEqual([waiting.id]);
  });

  it('say who reviewed each bulletin last, when and why, and filter by several statuses at once', async () => {
    const keyword = `审核人${Date.now()}`;
    const waiting = await addSubmitted(t, tokens.seller, { title: `${keyword} 待审` });
    const approved = await addPublished(t, tokens, { title: `${keyword} 通过` });
    const rejected = await addSubmitted(t, tokens.seller, { title: `${keyword} 驳回` });
    dataOf(await decide({ bulletinId: rejected.id, approved: false, reason: '缺少看货地址' }));

    const page = dataOf<{ records: AuditListItem[] }>(
      await t.call('POST', 'auditPage', { token: tokens.auditor, body: { keyword, size: 10 } }),
    );
    const byId = new Map(page.records.map((record) => [record.id, record]));
    const now = t.clock.now().toISOString();
    expect(byId.get(waiting.id)).toMatchObject({ reviewerName: null, reviewedAt: null, reviewReason: null });
    expect(byId.get(approved.id)).toMatchObject({
      reviewerName: '王芳',
      reviewedAt: now,
      reviewReason: null,
    });
    expect(byId.get(rejected.id)).toMatchObject({
      reviewerName: '王芳',
      reviewedAt: now,
      reviewReason: '缺少看货地址',
    });
    expect(await listIds('auditDone', { keyword, statuses: ['published', 'bidding', 'ended'] })).toEqual([
      approved.id,
    ]);
    expect(await listIds('auditWaiting', { keyword, statuses: ['published'] })).toEqual([]);
    const refused = await t.call('POST', 'auditPage', {
      token: tokens.auditor,
      body: { statuses: ['已发布'] },
    });
    expect(errorOf(refused)).toMatchObject({ status: 400, msg: expect.stringContaining('公告状态不正确') });
  });

  it('give a sent bulletin in full, the reserve included, but not a draft', async () => {
    const submitted = await addSubmitted(t, tokens.seller, {
      lots: [lotInput(t, { reservePriceFen: 150_000 })],
    });
    const seen = dataOf<BulletinView>(await auditGet(submitted.id));
    expect(seen).toEqual(submitted);
    expect(seen.lots[0]!.reservePriceFen).toBe(150_000);
    const draft = await addDraft(t, tokens.seller);
    expect(errorOf(await auditGet(draft.id))).toMatchObject({ status: 404, error: 'BULLETIN_NOT_FOUND' });
    expect(errorOf(await decide({ bulletinId: draft.id, approved: true }))).toMatchObject({ status: 404 });
    expect(errorOf(await revoke({ bulletinId: draft.id, reason: '草稿' }))).toMatchObject({ status: 404 });
    expect((await storedBulletin(t, draft.id))!.status).toBe('draft');
    expect(errorOf(await auditGet(999_999))).toMatchObject({ status: 404 });
  });
});

describe('the auditor’s preview', () => {
  it('shows a sent bulletin as the public pages will, the reserve hidden, but never a draft', async () => {
    const submitted = await addSubmitted(t, tokens.seller, {
      lots: [lotInput(t, { reservePriceFen: 150_000 })],
    });
    const preview = dataOf<BulletinPreview>(
      await t.call('GET', 'auditPreview', { token: tokens.auditor, params: { id: submitted.id } }),
    );
    expect(preview.bulletin).toMatchObject({ id: submitted.id, title: submitted.title });
    expect(preview.lots.map((lot) => lot.id)).toEqual(submitted.lots.map((lot) => lot.id));
    expect(JSON.stringify(preview)).not.toContain('150000');
    const draft = await addDraft(t, tokens.seller);
    const refused = await t.call('GET', 'auditPreview', { token: tokens.auditor, params: { id: draft.id } });
    expect(errorOf(refused)).toMatchObject({ status: 404, error: 'BULLETIN_NOT_FOUND' });
  });
});

describe('approving and rejecting', () => {
  it('approves a submitted bulletin: published now, its lots scheduled and open for deposits', async () => {
    const submitted = await addSubmitted(t, tokens.seller);
    const lotId = submitted.lots[0]!.id;
    const beforeApproval = await t.call('GET', 'marginInfoByAuction', {
      token: tokens.buyer,
      params: { lotId },
    });
    expect(errorOf(beforeApproval)).toMatchObject({ status: 404, error: 'LOT_NOT_FOUND' });

    const response = await decide({ bulletinId: submitted.id, approved: true });
    expect(response.json<{ msg: string }>().msg).toBe('审核通过，公告已发布');
    const published = dataOf<BulletinView>(response);
    expect(published).toMatchObject({ status: 'published', publishedAt: t.clock.now().toISOString() });
    expect(published.lots.map((lot) => lot.status)).toEqual(['scheduled']);
    const info = dataOf<{ requiredFen: number; blockedReason: string | null }>(
      await t.call('GET', 'marginInfoByAuction', { token: tokens.buyer, params: { lotId } }),
    );
    expect(info).toMatchObject({ requiredFen: 10_000, blockedReason: null });
    expect(await auditTrail(submitted.id)).toEqual([{ action: 'approve', reason: null }]);
  });

  it('rejects with a reason the seller reads; the seller edits, and it goes back to draft', async () => {
    const submitted = await addSubmitted(t, tokens.seller);
    const response = await decide({
      bulletinId: submitted.id,
      approved: false,
      reason: '  起拍价与评估报告不符  ',
    });
    expect(response.json<{ msg: string }>().msg).toBe('公告已驳回');
    expect(dataOf<BulletinView>(response)).toMatchObject({
      status: 'rejected',
      rejectReason: '起拍价与评估报告不符',
      publishedAt: null,
    });
    const sellerView = dataOf<BulletinView>(
      await t.call('GET', 'bulletinGet', { token: tokens.seller, params: { id: submitted.id } }),
    );
    expect(sellerView.rejectReason).toBe('起拍价与评估报告不符');
    expect(sellerView.lots[0]!.status).toBe('pending');
    const edited = dataOf<BulletinView>(
      await t.call('POST', 'bulletinEdit', {
        token: tokens.seller,
        body: { id: submitted.id, title: '按审核意见修改', bodyHtml: '<p>已修改</p>', lots: [lotInput(t)] },
      }),
    );
    expect(edited).toMatchObject({ status: 'draft', rejectReason: null });
    expect(await auditTrail(submitted.id)).toEqual([{ action: 'reject', reason: '起拍价与评估报告不符' }]);
  });

  it('needs a reason of at least 2 characters to reject', async () => {
    const submitted = await addSubmitted(t, tokens.seller);
    expect(errorOf(await decide({ bulletinId: submitted.id, approved: false }))).toMatchObject({
      status: 400,
      msg: '请填写驳回原因',
      fields: [{ field: 'reason', msg: '请填写驳回原因' }],
    });
    expect(errorOf(await decide({ bulletinId: submitted.id, approved: false, reason: ' 差 ' })).msg).toBe(
      '驳回原因至少 2 个字',
    );
    expect(errorOf(await decide({ bulletinId: submitted.id })).msg).toBe('请选择审核结果');
    expect((await storedBulletin(t, submitted.id))!.status).toBe('submitted');
  });

  it('refuses to approve when the first lot would open within the publication lead time', async () => {
    const submitted = await addSubmitted(t, tokens.seller);
    t.clock.set(new Date(t.clock.now().getTime() + 2 * HOUR_MS));
    expect(errorOf(await decide({ bulletinId: submitted.id, approved: true }))).toMatchObject({
      status: 400,
      error: 'LOT_INVALID',
      msg: '第 1 个标的：竞价开始时间距现在不足 1天，不能满足公示期要求，请驳回并由委托方修改时间',
    });
    expect(await storedBulletin(t, submitted.id)).toMatchObject({
      status: 'submitted',
      lot_statuses: ['pending'],
    });
    dataOf(await decide({ bulletinId: submitted.id, approved: false, reason: '开始时间太近' }));
  });

  it('decides only what waits for audit, saying what state it is in', async () => {
    const published = await addPublished(t, tokens);
    expect(
      errorOf(await decide({ bulletinId: published.id, approved: false, reason: '再驳一次' })),
    ).toMatchObject({
      status: 409,
      error: 'BULLETIN_WRONG_STATE',
      msg: '公告当前为「已发布」，只有待审核的公告可以审核',
    });
    const withdrawn = await addSubmitted(t, tokens.seller);
    dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: withdrawn.id } }));
    expect(errorOf(await decide({ bulletinId: withdrawn.id, approved: true })).msg).toBe(
      '公告当前为「已撤回」，只有待审核的公告可以审核',
    );
  });
});

describe('rejecting a published bulletin (驳回已发布)', () => {
  it('takes it down before bidding opens, with the reason, and its lots off the market', async () => {
    const published = await addPublished(t, tokens);
    const response = await revoke({ bulletinId: published.id, reason: '委托方资质存疑' });
    expect(response.json<{ msg: string }>().msg).toBe('已发布公告已驳回');
    expect(dataOf<BulletinView>(response)).toMatchObject({
      status: 'rejected',
      rejectReason: '委托方资质存疑',
      publishedAt: null,
    });
    expect(await storedBulletin(t, published.id)).toMatchObject({ lot_statuses: ['pending'] });
    expect(await auditTrail(published.id)).toEqual([
      { action: 'approve', reason: null },
      { action: 'revoke', reason: '委托方资质存疑' },
    ]);
  });

  it('refuses bulletins not published, and a revocation without a reason', async () => {
    const published = await addPublished(t, tokens);
    expect(errorOf(await revoke({ bulletinId: published.id }))).toMatchObject({
      status: 400,
      msg: '请输入驳回原因',
    });
    const submitted = await addSubmitted(t, tokens.seller);
    expect(errorOf(await revoke({ bulletinId: submitted.id, reason: '尚未发布' }))).toMatchObject({
      status: 409,
      error: 'BULLETIN_WRONG_STATE',
      msg: '公告当前为「待审核」，只有已发布且竞价尚未结束的公告可以驳回',
    });
    expect(errorOf(await revoke({ bulletinId: 999_999, reason: '不存在' })).status).toBe(404);
    expect((await storedBulletin(t, published.id))!.status).toBe('published');
  });
});

describe('permissions on the audit routes', () => {
  const routes: Array<[ApiPathName, 'GET' | 'POST', string, () => Record<string, unknown>]> = [
    ['auditPage', 'POST', '查看公告审核', () => ({ body: {} })],
    ['auditWaiting', 'POST', '查看公告审核', () => ({ body: {} })],
    ['auditDone', 'POST', '查看公告审核', () => ({ body: {} })],
    ['auditGet', 'GET', '查看公告审核', () => ({ params: { id: 1 } })],
    ['auditPreview', 'GET', '查看公告审核', () => ({ params: { id: 1 } })],
    ['auditAdd', 'POST', '审核公告', () => ({ body: { bulletinId: 1, approved: true } })],
    ['auditRevoke', 'POST', '驳回已发布公告', () => ({ body: { bulletinId: 1, reason: '测试' } })],
  ];

  it('refuse buyers, sellers and users without a role with 403, and visitors with 401', async () => {
    const submitted = await addSubmitted(t, tokens.seller);
    const roleless = await addMember(t, { role: null });
    for (const [path, method, label, options] of routes) {
      const body = options();
      for (const token of [tokens.buyer, tokens.seller, roleless.token]) {
        expect(errorOf(await t.call(method, path, { token, ...body })), path).toMatchObject({
          status: 403,
          error: 'PERMISSION_DENIED',
          msg: `没有「${label}」权限，请联系管理员开通`,
        });
      }
      expect(errorOf(await t.call(method, path, body)), path).toMatchObject({ status: 401 });
    }
    const sellerApproves = await decide({ bulletinId: submitted.id, approved: true }, tokens.seller);
    expect(sellerApproves.statusCode).toBe(403);
    expect((await storedBulletin(t, submitted.id))!.status).toBe('submitted');
  });

  it('keep another tenant’s reviewer out: its lists are empty and each bulletin is absent', async () => {
    const other = await addTenantWithAdmin(t);
    const keyword = `租户隔离${Date.now()}`;
    const submitted = await addSubmitted(t, tokens.seller, { title: `${keyword} 待审` });
    const published = await addPublished(t, tokens, { title: `${keyword} 已发布` });
    const token = other.admin.token;
    for (const path of ['auditPage', 'auditWaiting', 'auditDone'] as const) {
      const page = dataOf<{ total: number }>(await t.call('POST', path, { token, body: { keyword } }));
      expect(page.total, path).toBe(0);
    }
    for (const path of ['auditGet', 'auditPreview'] as const) {
      expect(errorOf(await t.call('GET', path, { token, params: { id: submitted.id } })), path).toMatchObject(
        {
          status: 404,
          error: 'BULLETIN_NOT_FOUND',
        },
      );
    }
    expect(errorOf(await decide({ bulletinId: submitted.id, approved: true }, token)).status).toBe(404);
    expect(errorOf(await revoke({ bulletinId: published.id, reason: '跨租户' }, token)).status).toBe(404);
    expect((await storedBulletin(t, submitted.id))!.status).toBe('submitted');
    expect((await storedBulletin(t, published.id))!.status).toBe('published');
  });

  it('let the administrator audit as well', async () => {
    const admin = await t.signIn('admin');
    const submitted = await addSubmitted(t, tokens.seller);
    expect(
      dataOf<BulletinView>(await decide({ bulletinId: submitted.id, approved: true }, admin)).status,
    ).toBe('published');
  });
});
