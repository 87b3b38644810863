import type { Banner } from '@lyp/shared/system/banner.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';
import { expectXlsxDownload } from '../../../test/answers';

/** 轮播图管理's export: the banners as filtered, with what each is doing now and its period. */

describe('exporting 轮播图管理', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'buyer'] });

  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

  async function addBanner(fields: Record<string, unknown>): Promise<Banner> {
    const imageFileId = (await uploadSample(t, tokens.admin, 'png')).id;
    return dataOf<Banner>(
      await t.send('bannerAdd', { imageFileId, linkUrl: '/morebid', ...fields }, tokens.admin),
    );
  }

  it('lists the banners of the filtered title and state, their period in China’s time', async () => {
    const scheduled = await addBanner({
      title: '导出-秋季专场',
      startsAt: at(DAY_MS),
      endsAt: at(2 * DAY_MS),
    });
    await addBanner({ title: '导出-常驻' });
    await addBanner({ title: '其他-秋季预告', startsAt: at(DAY_MS) });
    const answer = await t.send('bannerExport', { title: '导出', status: 'scheduled' }, tokens.admin);
    const sheet = await expectXlsxDownload(answer, '轮播图管理');
    expect(sheet.name).toBe('轮播图管理');
    expect(sheet.header).toEqual([
      '标题',
      '链接地址',
      '排序',
      '状态',
      '开始时间',
      '结束时间',
      '创建时间',
      '更新时间',
    ]);
    expect(sheet.records).toHaveLength(1);
    const [row] = sheet.records;
    expect(row).toMatchObject({ 标题: '导出-秋季专场', 链接地址: '/morebid', 状态: '未开始' });
    // Excel has no zones: the cell holds the wall-clock time in China (UTC+8), to the second.
    const chinaTime = Date.parse(scheduled.startsAt!) + 8 * HOUR_MS;
    expect(Math.abs((row!['开始时间'] as Date).getTime() - chinaTime)).toBeLessThan(1000);
  });

  it('leaves an open-ended period’s bound empty', async () => {
    await addBanner({ title: '导出-长期展示' });
    const sheet = await readSheet(
      (await t.send('bannerExport', { title: '长期展示' }, tokens.admin)).rawPayload,
    );
    expect(sheet.records).toHaveLength(1);
    expect(sheet.records[0]).toMatchObject({ 状态: '展示中', 开始时间: undefined, 结束时间: undefined });
  });

  it('is refused to a user without the export permission', async () => {
    expect(errorOf(await t.send('bannerExport', {}, tokens.buyer)).status).toBe(403);
  });
});
