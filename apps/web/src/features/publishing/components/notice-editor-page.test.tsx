import type { BulletinAddBody } from '@lyp/shared/auction/bulletin.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { okBody, startApiStub } from '../../../../test/api-stub';
import {
  AREAS,
  DICTIONARIES,
  IMAGE_A,
  IMAGE_B,
  rejectedBulletin,
  signInSeller,
  TERMS,
} from '../bulletin-data.test-support';
import { createNoticeEditorPage } from './notice-editor-page';
import { FeedbackApp } from '../../../../test/feedback-app';

type EditAnswer = { status?: number; body: unknown };
let editAnswers: EditAnswer[] = [];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/auction/bulletin/get/7': () => okBody(rejectedBulletin()),
    '/file/findByBusId': () =>
      okBody([
        {
          id: TERMS,
          originalName: '竞价须知.pdf',
          mime: 'application/pdf',
          ext: 'pdf',
          sizeBytes: 10,
          businessType: 'bulletin_attachment',
          businessId: 7,
          createdAt: '2030-11-25T01:00:00.000Z',
        },
      ]),
    '/admin/sysDict/getDictListByParam': () => okBody(DICTIONARIES),
    '/admin/area/getAreaTree': () => okBody(AREAS),
    '/auction/bulletin/edit': () => editAnswers.shift() ?? okBody({ ...rejectedBulletin(), status: 'draft' }),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  editAnswers = [];
});
afterEach(() => useSessionStore.setState({ button: [], companyInfo: null }));

function renderEditor() {
  const NoticeEditorPage = createNoticeEditorPage({ loadPreviewViews: () => new Promise(() => {}) });
  const router = createMemoryRouter(
    [
      { path: '/personalcenter/components', element: <NoticeEditorPage /> },
      { path: '/personalcenter/infoRelease', element: <p>信息发布列表</p> },
    ],
    { initialEntries: ['/personalcenter/components?id=7'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackApp>
        <RouterProvider router={router} />
      </FeedbackApp>
    </QueryClientProvider>,
  );
  return router;
}

/** The form item (label, control and messages) of a field, by its form id. */
const itemOf = (id: string) => document.getElementById(id)!.closest('.ant-form-item') as HTMLElement;
const edits = () => stub.requests.filter((request) => request.path.endsWith('/auction/bulletin/edit'));
// getByRole walks the accessibility tree of the whole (long) form: seconds in jsdom. Text is quicker.
const saveDraft = () => userEvent.click(screen.getByText('保存草稿').closest('button')!);
const loaded = async () => {
  await screen.findByDisplayValue('二手数控机床');
  // The body is in the editor once TipTap has loaded.
  await screen.findByText('本公司委托平台对以下物资进行网络竞价。');
};

describe('编辑公告', { timeout: 90_000 }, () => {
  it('shows why the bulletin was rejected, above the form', async () => {
    signInSeller();
    renderEditor();
    expect(await screen.findByText(/驳回原因：标的图片不清晰，请补充现场照片/)).toBeInTheDocument();
    expect(screen.getByText('竞价须知.pdf')).toBeInTheDocument();
  });

  it('puts the server’s refusal under the lot fields it names, in Chinese', async () => {
    signInSeller();
    editAnswers = [
      {
        status: 400,
        body: {
          code: 1,
          msg: '第 2 个标的：竞价开始时间须在提交审核至少 24 小时之后（公告须提前公示），请修改开始时间',
          error: 'LOT_INVALID',
          fields: [
            {
              field: 'lots.1.startsAt',
              msg: '第 2 个标的：竞价开始时间须在提交审核至少 24 小时之后（公告须提前公示），请修改开始时间',
            },
            { field: 'lots.0.depositFen', msg: '保证金须为整元' },
            { field: 'lots.1.specifiedPhones.0', msg: '手机号 13800000003 尚未注册' },
          ],
        },
      },
    ];
    renderEditor();
    await loaded();
    await saveDraft();

    await waitFor(() =>
      expect(itemOf('bulletin_lots_1_startsAt')).toHaveTextContent(
        '竞价开始时间须在提交审核至少 24 小时之后',
      ),
    );
    expect(itemOf('bulletin_lots_1_startsAt')).toHaveTextContent('竞价开始时间');
    expect(itemOf('bulletin_lots_0_depositYuan')).toHaveTextContent('保证金须为整元');
    expect(itemOf('bulletin_lots_1_specifiedPhones')).toHaveTextContent('手机号 13800000003 尚未注册');
    // Not under the first lot's start: each message stays with its own lot.
    expect(itemOf('bulletin_lots_0_startsAt')).not.toHaveTextContent('24 小时');
  });

  it('sends the bulletin as the API takes it: fen, ISO times, pictures in order, viewings and 定向 lists', async () => {
    signInSeller();
    const router = renderEditor();
    await loaded();
    // The second picture becomes the cover.
    await userEvent.click(screen.getByLabelText('图片 2 设为封面'));
    await saveDraft();

    await waitFor(() => expect(edits()).toHaveLength(1));
    const body = edits()[0]!.body as BulletinAddBody & { id: number };
    expect(body).toMatchObject({ id: 7, attachmentFileIds: [TERMS] });
    expect(body.bodyHtml).toContain('网络竞价');
    const [steel, tools] = body.lots;
    expect(steel).toMatchObject({
      title: '废旧钢材一批',
      quantity: 120,
      unit: 'ton',
      regionCode: '320102',
      startPriceFen: 1_000_000,
      incrementFen: 10_000,
      depositFen: 100_000,
      reservePriceFen: null,
      imageFileIds: [IMAGE_B, IMAGE_A],
      restricted: false,
      specifiedPhones: [],
      specifiedOrgIds: [],
    });
    expect(Date.parse(steel!.startsAt)).toBe(Date.parse('2030-12-01T01:00:00.000Z'));
    expect(steel!.startsAt).toMatch(/T\d\d:\d\d:00(Z|[+-]\d\d:\d\d)$/);
    expect(steel!.viewings).toEqual([
      expect.objectContaining({
        address: '龙蟠路 18 号',
        contactPerson: '王经理',
        contactPhone: '13912345678',
      }),
    ]);
    expect(Date.parse(steel!.viewings![0]!.endsAt)).toBe(Date.parse('2030-11-28T09:00:00.000Z'));
    expect(tools).toMatchObject({
      restricted: true,
      specifiedPhones: ['13800000003'],
      specifiedOrgIds: [9],
      quantity: 3,
      unit: 'set',
    });
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    // Saved: leaving asks nothing.
    await router.navigate('/personalcenter/infoRelease');
    expect(await screen.findByText('信息发布列表')).toBeInTheDocument();
  });

  it('moves the deposit with the starting price until the seller sets one, and says the range', async () => {
    signInSeller();
    renderEditor();
    await loaded();
    expect(itemOf('bulletin_lots_0_depositYuan')).toHaveTextContent('默认 10%（¥1,000），可设 ¥500–¥2,000');
    const start = document.getElementById('bulletin_lots_0_startPriceYuan') as HTMLInputElement;
    await userEvent.clear(start);
    await userEvent.type(start, '20000');
    await waitFor(() =>
      expect((document.getElementById('bulletin_lots_0_depositYuan') as HTMLInputElement).value).toBe(
        '2,000',
      ),
    );
    expect(itemOf('bulletin_lots_0_depositYuan')).toHaveTextContent('可设 ¥1,000–¥4,000');
  });

  it('asks before leaving with unsaved changes', async () => {
    signInSeller();
    const router = renderEditor();
    await loaded();
    await userEvent.type(document.getElementById('bulletin_lots_0_location')!, '（东门）');
    void router.navigate('/personalcenter/infoRelease');
    // A busy machine runs the other suites alongside: give the dialog time to open.
    const asked = await screen.findAllByText('离开此页面吗？', undefined, { timeout: 20_000 });
    const dialog = asked[0]!.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: '留下继续编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalcenter/components'));
    expect(screen.queryByText('信息发布列表')).toBeNull();
  });
});
