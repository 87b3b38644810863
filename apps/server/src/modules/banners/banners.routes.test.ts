import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import type { Banner, HomeBanner } from '@lyp/shared/system/banner.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/auction-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';

describe('banners', () => {
  // Long-lived tokens: the period tests move the clock by days.
  const { t, tokens } = useTestApp({ accessTokenTtlSeconds: 30 * 24 * 3600, signIn: ['admin', 'buyer'] });

  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const image = async (token = tokens.admin) => (await uploadSample(t, token, 'png')).id;

  async function addBanner(fields: Record<string, unknown> = {}): Promise<Banner> {
    return dataOf<Banner>(
      await t.send(
        'bannerAdd',
        { title: '春季废钢专场', imageFileId: await image(), linkUrl: '/morebid', ...fields },
        tokens.admin,
      ),
    );
  }

  const homeTitles = async () =>
    dataOf<HomeBanner[]>(await t.send('homeBanners')).map((banner) => banner.title);

  const logOf = async (bannerId: number) =>
    dataOf<{ records: OperationLog[] }>(
      await t.send('operationLogPage', { targetType: 'banner', targetId: String(bannerId) }, tokens.admin),
    ).records;

  describe('an administrator', () => {
    it('adds a banner and finds it in the list, showing now', async () => {
      const fileId = await image();
      const response = await t.send(
        'bannerAdd',
        { title: '新年特惠', imageFileId: fileId, linkUrl: 'https://example.com/promo?a=1', sort: 3 },
        tokens.admin,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        msg: '轮播图已新增',
        data: {
          title: '新年特惠',
          imageFileId: fileId,
          linkUrl: 'https://example.com/promo?a=1',
          sort: 3,
          startsAt: null,
          endsAt: null,
          isEnabled: true,
          state: 'showing',
        },
      });
      const page = dataOf<{ records: Banner[]; total: number }>(
        await t.send('bannerPage', { title: '新年' }, tokens.admin),
      );
      expect(page.total).toBe(1);
      expect(page.records[0]?.title).toBe('新年特惠');
    });

    it('edits a banner, and the log keeps who changed what, before and after', async () => {
      const banner = await addBanner({ title: '旧标题' });
      const response = await t.send(
        'bannerEdit',
        { ...banner, title: '新标题', linkUrl: null, isEnabled: false },
        tokens.admin,
      );
      expect(response.json()).toMatchObject({
        msg: '轮播图已保存',
        data: { id: banner.id, title: '新标题', linkUrl: null, isEnabled: false, state: 'disabled' },
      });
      const [edit, create] = await logOf(banner.id);
      expect(create).toMatchObject({ action: 'banner.create', summary: '新增轮播图 旧标题' });
      expect(edit).toMatchObject({
        action: 'banner.update',
        summary: '编辑轮播图 新标题',
        before: { title: '旧标题', linkUrl: '/morebid', isEnabled: true },
        after: { title: '新标题', linkUrl: null, isEnabled: false },
      });
    });

    it('removes a banner; it leaves the list and the home page, and the log says so', async () => {
      const banner = await addBanner({ title: '将被删除' });
      expect(await homeTitles()).toContain('将被删除');
      const response = await t.send('bannerRemove', { id: banner.id }, tokens.admin);
      expect(response.json()).toEqual({ code: 0, msg: '轮播图已删除', data: null });
      expect(await homeTitles()).not.toContain('将被删除');
      expect((await t.send('bannerRemove', { id: banner.id }, tokens.admin)).json()).toMatchObject({
        msg: '轮播图不存在或已被删除',
        error: 'BANNER_NOT_FOUND',
      });
      expect((await logOf(banner.id))[0]).toMatchObject({
        action: 'banner.remove',
        before: { title: '将被删除' },
      });
    });

    it('is told a banner that does not exist is gone', async () => {
      const response = await t.send(
        'bannerEdit',
        { id: 999_999, title: '无', imageFileId: await image() },
        tokens.admin,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'BANNER_NOT_FOUND' });
    });
  });

  describe('permissions', () => {
    it.each([
      ['bannerPage', {}, '查看轮播图'],
      ['bannerAdd', { title: '越权', imageFileId: '00000000-0000-4000-8000-000000000000' }, '新增轮播图'],
      [
        'bannerEdit',
        { id: 1, title: '越权', imageFileId: '00000000-0000-4000-8000-000000000000' },
        '编辑轮播图',
      ],
      ['bannerRemove', { id: 1 }, '删除轮播图'],
    ] as const)('refuse %s to a user without its permission', async (name, input, label) => {
      const response = await t.send(name, input, tokens.buyer);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ msg: string }>().msg).toContain(label);
    });

    it('let anyone read the home banners without signing in', async () => {
      expect((await t.send('homeBanners')).statusCode).toBe(200);
    });
  });

  describe('refuse invalid input with a message naming the field', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['a missing title', { title: undefined }, 'title', '请输入标题'],
      ['a long title', { title: '题'.repeat(51) }, 'title', '标题不能超过 50 个字符'],
      ['a missing image', { imageFileId: undefined }, 'imageFileId', '请上传轮播图片'],
      ['a malformed image id', { imageFileId: 'abc' }, 'imageFileId', '轮播图片的文件编号格式不正确'],
      ...[
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'http://example.com',
        '//evil.example.com/path',
        '/\\evil.example.com',
        'https://user:pw@example.com',
        'morebid',
        '/more bid',
      ].map(
        (linkUrl) =>
          [
            `the link ${linkUrl}`,
            { linkUrl },
            'linkUrl',
            '链接地址须为以 / 开头的站内路径或以 https:// 开头的网址',
          ] as [string, Record<string, unknown>, string, string],
      ),
      ['a negative sort', { sort: -1 }, 'sort', '排序不能小于 0'],
      ['a malformed start', { startsAt: '明天' }, 'startsAt', '开始时间格式不正确'],
      [
        'a start in year 0',
        { startsAt: '0000-01-01T00:00:00Z' },
        'startsAt',
        '开始时间须在 2000 年至 2999 年之间',
      ],
      [
        'an end before the start',
        { startsAt: '2027-01-02T00:00:00+08:00', endsAt: '2027-01-01T00:00:00+08:00' },
        'endsAt',
        '结束时间须晚于开始时间',
      ],
      [
        'an end equal to the start',
        { startsAt: '2027-01-01T00:00:00+08:00', endsAt: '2027-01-01T00:00:00+08:00' },
        'endsAt',
        '结束时间须晚于开始时间',
      ],
    ])('%s', async (_case, fields, field, msg) => {
      const body = { title: '标题', imageFileId: await image(), ...fields };
      const response = await t.send('bannerAdd', body, tokens.admin);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ msg: string; fields: Array<{ field: string; msg: string }> }>();
      expect(answer.fields).toEqual([{ field, msg: expect.stringContaining(msg) as string }]);
      expect(answer.msg).toContain(msg);
    });

    it('accepts a site path with a query and an https address', async () => {
      for (const linkUrl of ['/morebid?status=bidding&category=scrap_steel', 'https://example.com/a#b']) {
        expect((await addBanner({ linkUrl })).linkUrl).toBe(linkUrl);
      }
    });
  });

  describe('the image', () => {
    it('must be an upload of the administrator, not of someone else', async () => {
      const response = await t.send(
        'bannerAdd',
        { title: '他人图片', imageFileId: await image(tokens.buyer) },
        tokens.admin,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'FILE_NOT_FOUND' });
    });

    it('must exist', async () => {
      const response = await t.send(
        'bannerAdd',
        { title: '不存在的图片', imageFileId: '00000000-0000-4000-8000-000000000000' },
        tokens.admin,
      );
      expect(response.json()).toMatchObject({ error: 'FILE_NOT_FOUND' });
    });

    it('must be an image', async () => {
      const pdf = await uploadSample(t, tokens.admin, 'pdf');
      const response = await t.send('bannerAdd', { title: 'PDF', imageFileId: pdf.id }, tokens.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        msg: `文件「${pdf.originalName}」不能用作轮播图片（须为本人上传的jpg、png文件）`,
      });
    });

    it('cannot be used by two banners', async () => {
      const first = await addBanner();
      const response = await t.send(
        'bannerAdd',
        { title: '重复图片', imageFileId: first.imageFileId },
        tokens.admin,
      );
      expect(response.json()).toMatchObject({ error: 'FILE_NOT_USABLE' });
    });

    it('becomes public when saved, and is freed for its uploader when replaced', async () => {
      const fileId = await image();
      const preview = () => t.call('GET', 'filePreview', { params: { id: fileId } });
      expect((await preview()).statusCode).toBe(404);
      const banner = await addBanner({ imageFileId: fileId });
      expect((await preview()).statusCode).toBe(200);
      expect(
        (await t.call('POST', 'fileDelete', { params: { id: fileId }, token: tokens.admin })).json(),
      ).toMatchObject({ error: 'FILE_IN_USE' });

      await t.send('bannerEdit', { ...banner, imageFileId: await image() }, tokens.admin);
      expect((await preview()).statusCode).toBe(404);
      expect(
        (await t.call('POST', 'fileDelete', { params: { id: fileId }, token: tokens.admin })).statusCode,
      ).toBe(200);
    });

    it('may be kept on edit by someone outside its uploader’s organisation', async () => {
      const banner = await addBanner();
      // No demo account of another organisation holds the banner permission: call the service
      // as such an administrator's request would.
      const other = await t.services.auth.authenticate(await t.signIn('seller'));
      const edited = await t.services.banners.edit(
        { principal: other! },
        {
          id: banner.id,
          title: '另一位管理员修改',
          imageFileId: banner.imageFileId,
          sort: 0,
          isEnabled: true,
        },
      );
      expect(edited).toMatchObject({ title: '另一位管理员修改', imageFileId: banner.imageFileId });
    });
  });

  describe('the home page', () => {
    it('shows enabled banners whose period contains the server’s now, in their order', async () => {
      await addBanner({ title: '期间-排后', sort: 20 });
      await addBanner({ title: '期间-排前', sort: 10 });
      await addBanner({ title: '期间-停用', sort: 10, isEnabled: false });
      await addBanner({ title: '期间-未开始', startsAt: at(DAY_MS), endsAt: at(2 * DAY_MS) });
      await addBanner({ title: '期间-进行中', startsAt: at(-HOUR_MS), endsAt: at(HOUR_MS), sort: 15 });
      await addBanner({ title: '期间-已结束', startsAt: at(-2 * DAY_MS), endsAt: at(-DAY_MS) });
      const period = async () => (await homeTitles()).filter((title) => title.startsWith('期间-'));

      expect(await period()).toEqual(['期间-排前', '期间-进行中', '期间-排后']);
      const home = dataOf<HomeBanner[]>(await t.send('homeBanners'));
      expect(Object.keys(home[0]!).sort()).toEqual(['id', 'imageFileId', 'linkUrl', 'title']);

      t.clock.advance(HOUR_MS);
      expect(await period()).toEqual(['期间-排前', '期间-排后']);
      t.clock.advance(DAY_MS);
      expect(await period()).toEqual(['期间-未开始', '期间-排前', '期间-排后']);
    });

    it('the list filters by what each banner is doing now', async () => {
      const states = async (status: string) =>
        dataOf<{ records: Banner[] }>(
          await t.send('bannerPage', { title: '状态-', status, size: 50 }, tokens.admin),
        ).records.map((banner) => `${banner.title}:${banner.state}`);
      await addBanner({ title: '状态-展示' });
      await addBanner({ title: '状态-停用', isEnabled: false, startsAt: at(DAY_MS) });
      await addBanner({ title: '状态-未开始', startsAt: at(DAY_MS) });
      await addBanner({ title: '状态-结束', endsAt: at(HOUR_MS) });

      expect(await states('showing')).toEqual(['状态-展示:showing', '状态-结束:showing']);
      expect(await states('scheduled')).toEqual(['状态-未开始:scheduled']);
      expect(await states('disabled')).toEqual(['状态-停用:disabled']);
      expect(await states('expired')).toEqual([]);
      t.clock.advance(HOUR_MS);
      expect(await states('expired')).toEqual(['状态-结束:expired']);
    });

    it('refuses an unknown status with its message', async () => {
      const response = await t.send('bannerPage', { status: 'live' }, tokens.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: '状态只能是展示中、未开始、已结束或已停用' });
    });
  });
});
