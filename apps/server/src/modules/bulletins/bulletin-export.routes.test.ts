import { describe, expect, it } from 'vitest';
import { useAuctionApp } from '../../../test/auction-fixtures';
import { addDraft, addPublished, addSubmitted, errorOf } from '../../../test/bulletin-fixtures';
import { readSheet } from '../../../test/excel-fixtures';

/** Bulletin exports: the 审核中心's by the screen's statuses, 信息发布's the seller's own. */

const { t, tokens } = useAuctionApp();

const rowsOf = async (bytes: Buffer) => (await readSheet(bytes)).records;

const exportOf = (body: Record<string, unknown>, token = tokens.auditor) =>
  t.call('POST', 'auditExport', { token, body });

describe('exporting the 审核中心 lists', () => {
  it('exports the screen’s statuses only, found by keyword, with who reviewed each and when', async () => {
    const waiting = await addSubmitted(t, tokens.seller, { title: '审核导出测试公告（待审）' });
    const approved = await addPublished(t, tokens, { title: '审核导出测试公告（已发布）' });

    const todo = await rowsOf(
      (await exportOf({ statuses: ['submitted'], keyword: '审核导出测试' })).rawPayload,
    );
    expect(todo.map((row) => row['公告编号'])).toEqual([waiting.bulletinNo]);
    expect(todo[0]).toMatchObject({ 状态: '待审核', 委托方: waiting.sellerName });

    const done = await rowsOf(
      (await exportOf({ statuses: ['published', 'bidding', 'ended'], keyword: '审核导出测试' })).rawPayload,
    );
    expect(done.map((row) => row['公告编号'])).toEqual([approved.bulletinNo]);
    expect(done[0]).toMatchObject({ 状态: '已发布', 审核人: expect.any(String) });
  });

  it('is refused to a seller', async () => {
    expect(errorOf(await exportOf({}, tokens.seller)).status).toBe(403);
  });
});

describe('exporting 信息发布', () => {
  it('gives the seller its own bulletins as filtered, drafts included', async () => {
    const draft = await addDraft(t, tokens.seller, { title: '信息发布导出测试（草稿）' });
    const sent = await addSubmitted(t, tokens.seller, { title: '信息发布导出测试（已提交）' });
    const all = await rowsOf(
      (
        await t.call('POST', 'bulletinExport', {
          token: tokens.seller,
          body: { keyword: '信息发布导出测试' },
        })
      ).rawPayload,
    );
    expect(all.map((row) => row['公告编号']).sort()).toEqual([draft.bulletinNo, sent.bulletinNo].sort());
    const drafts = await rowsOf(
      (
        await t.call('POST', 'bulletinExport', {
          token: tokens.seller,
          body: { keyword: '信息发布导出测试', status: 'draft' },
        })
      ).rawPayload,
    );
    expect(drafts).toEqual([expect.objectContaining({ 公告编号: draft.bulletinNo, 状态: '草稿' })]);
  });

  it('is refused to an auditor, who publishes nothing', async () => {
    expect(errorOf(await t.call('POST', 'bulletinExport', { token: tokens.auditor, body: {} })).status).toBe(
      403,
    );
  });
});
