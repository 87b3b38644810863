import type { DepositAuditInfo, DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { catchDownloads } from '../../../../test/downloads';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { MarginManagePage } from './margin-manage-page';

const VOUCHER = '5b2d9c1e-7a4f-4e8b-9c3d-2f1a0b9e8d7c';
const RESULT_FILE = '0c6a1f52-3a6e-4c55-9d1e-2f1b7c9e8a01';

function deposit(id: number, status: DepositAuditRow['status'], lotTitle: string): DepositAuditRow {
  const returning = status === 'returning';
  return {
    id,
    lotId: 100 + id,
    lotTitle,
    lotNo: `GG2026112200003-0${id}`,
    lotStatus: 'bidding',
    userId: 50 + id,
    bidderName: '李明',
    bidderPhone: '13800000001',
    amountFen: 800_000,
    lotDepositFen: 800_000,
    status,
    voucherFileId: VOUCHER,
    payerRemark: '工行转账',
    transferReference: `BZJ${100 + id}-${50 + id}-17`,
    payerAccount: {
      accountName: '李明',
      bankNumber: '6222020302001234567',
      bankName: '中国工商银行无锡分行',
      source: 'voucher',
    },
    refundReference: `TK${String(id).padStart(8, '0')}`,
    returnTransferReference: null,
    rejectReason: null,
    paidFen: returning ? 800_000 : 0,
    frozenFen: 0,
    returningFen: returning ? 800_000 : 0,
    returnedFen: 0,
    appliedFen: 0,
    forfeitedFen: 0,
    submittedAt: '2026-11-24T01:30:00.000Z',
    confirmedAt: returning ? '2026-11-24T02:00:00.000Z' : null,
    // Released long ago: the refund is overdue.
    releasedAt: returning ? '2020-01-01T02:00:00.000Z' : null,
    returnedAt: null,
    returnDueAt: returning ? '2020-01-02T02:00:00.000Z' : null,
    reviewerName: returning ? '王芳' : null,
    reviewedAt: returning ? '2026-11-24T02:00:00.000Z' : null,
  };
}

const SUBMITTED = deposit(1, 'submitted', '二手数控车床 CK6150');
const RETURNING = deposit(2, 'returning', '废铜线 8 吨');
const INFO: DepositAuditInfo = {
  ...RETURNING,
  account: {
    accountName: '乐易拍平台运营中心',
    bankName: '中国工商银行南京建邺支行',
    bankNumber: '4301012309100088888',
    interbankAccount: null,
  },
  entries: [
    {
      kind: 'submitted',
      amountFen: 800_000,
      note: '工行转账',
      at: '2026-11-24T01:30:00.000Z',
      actorName: '李明',
      transferReference: null,
      voucherFileId: null,
    },
    {
      kind: 'paid',
      amountFen: 800_000,
      note: null,
      at: '2026-11-24T02:00:00.000Z',
      actorName: '王芳',
      transferReference: null,
      voucherFileId: null,
    },
    {
      kind: 'released',
      amountFen: 800_000,
      note: '公告已撤回',
      at: '2026-11-25T02:00:00.000Z',
      actorName: null,
      transferReference: null,
      voucherFileId: null,
    },
  ],
};

let listAnswer: () => { status?: number; body: unknown };
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/margin/audit/list': () => listAnswer(),
    '/margin/audit/payment': () => okBody({ ...SUBMITTED, status: 'frozen', entries: [] }),
    '/margin/audit/return': () => okBody({ ...RETURNING, status: 'returned', entries: [] }),
    '/margin/audit/info/1': () => okBody({ ...INFO, ...SUBMITTED }),
    '/margin/audit/info/2': () => okBody(INFO),
    [`/file/preview/${VOUCHER}`]: () => okBody(null),
    // Not a spreadsheet: the test checks what was asked for, not the file.
    '/margin/audit/export': () => ({ body: 'xlsx' }),
    '/file/upload': () =>
      okBody({ id: '0c6a1f52-3a6e-4c55-9d1e-2f1b7c9e8a01', originalName: '代付结果.xlsx' }),
    '/margin/audit/refundResult': () =>
      okBody({
        rows: 2,
        returned: [
          {
            depositId: 2,
            refundReference: 'TK00000002',
            bidderName: '李明',
            amountFen: 800_000,
            transferReference: 'ICBC2026112700017',
          },
        ],
        alreadyReturned: 0,
        problems: [{ row: 4, reference: 'TK00000009', reason: '银行未付款：户名与账号不符' }],
      }),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  listAnswer = () => okBody({ records: [SUBMITTED, RETURNING], total: 2, current: 1, size: 10 });
  grantButtons(PERMISSIONS.marginAuditView, PERMISSIONS.marginPaymentAudit, PERMISSIONS.marginReturnAudit);
});

afterEach(() => vi.unstubAllGlobals());

const ok = /确\s*定|提交审核|确认已退还/;

// antd renders slowly in jsdom on a busy shared machine.
describe('保证金管理', { timeout: 30_000 }, () => {
  it('asks for deposits waiting for review unless told otherwise, and offers each only its own step', async () => {
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    const submitted = await rowOf('二手数控车床 CK6150');
    expect(within(submitted).getByRole('button', { name: '审核' })).toBeInTheDocument();
    expect(within(submitted).queryByRole('button', { name: '确认退还' })).toBeNull();
    expect(within(submitted).getByText('¥8,000.00')).toBeInTheDocument();
    const returning = await rowOf('废铜线 8 吨');
    expect(within(returning).getByText('已逾期')).toBeInTheDocument();
    expect(within(returning).getByText('王芳')).toBeInTheDocument();
    await waitFor(() =>
      expect(stub.sentTo('/margin/audit/list')).toContainEqual({ status: 'submitted', current: 1, size: 10 }),
    );
  });

  it('exports the deposits as the list is filtered, to whoever may export', async () => {
    const user = userEvent.setup();
    catchDownloads();
    grantButtons(PERMISSIONS.marginAuditView, PERMISSIONS.marginExport);
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    await rowOf('二手数控车床 CK6150');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(stub.sentTo('/margin/audit/export')).toEqual([{ status: 'submitted' }]));
  });

  it('offers no export without its permission', async () => {
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    await rowOf('二手数控车床 CK6150');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('confirms a payment beside its voucher, the amount due and the platform’s account', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    await user.click(within(await rowOf('二手数控车床 CK6150')).getByRole('button', { name: '审核' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('应缴金额');
    expect(await within(drawer).findByText('乐易拍平台运营中心')).toBeInTheDocument();
    // The voucher is fetched for showing inline (jsdom cannot display the bytes themselves).
    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith(`/file/preview/${VOUCHER}`))).toBe(true),
    );
    await user.click(within(drawer).getByRole('button', { name: ok }));
    await waitFor(() =>
      expect(stub.sentTo('/margin/audit/payment')).toEqual([{ depositId: 1, approved: true }]),
    );
  });

  it('turns a voucher down with a reason picked from the common ones', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    await user.click(within(await rowOf('二手数控车床 CK6150')).getByRole('button', { name: '审核' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByText('驳回凭证'));
    await user.click(within(drawer).getByRole('button', { name: ok }));
    expect(await within(drawer).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.click(within(drawer).getByText('转账金额与应缴保证金不符'));
    await user.click(within(drawer).getByRole('button', { name: ok }));
    await waitFor(() =>
      expect(stub.sentTo('/margin/audit/payment')).toEqual([
        { depositId: 1, approved: false, reason: '转账金额与应缴保证金不符' },
      ]),
    );
  });

  it('marks a refund returned only with its bank reference', async () => {
    const user = userEvent.setup();
    listAnswer = () => okBody({ records: [RETURNING], total: 1, current: 1, size: 10 });
    renderAt('/personalcenter/marginmanage?tab=returns', <MarginManagePage />);
    const row = await rowOf('废铜线 8 吨');
    expect(within(row).getByText('已逾期')).toBeInTheDocument();
    await waitFor(() =>
      expect(stub.sentTo('/margin/audit/list')).toContainEqual({ status: 'returning', current: 1, size: 10 }),
    );
    await user.click(within(row).getByRole('button', { name: '确认退还' }));
    const dialog = await screen.findByRole('dialog');
    // Where the refund goes and what it quotes, before anything is typed.
    expect(dialog).toHaveTextContent('6222020302001234567');
    expect(dialog).toHaveTextContent('竞买人缴款时填写');
    expect(dialog).toHaveTextContent('退保证金 BZJ102-52-17');
    expect(dialog).toHaveTextContent('TK00000002');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    expect(await within(dialog).findByText('请输入转账流水号')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('转账流水号'), ' ICBC20261125000456 ');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    await waitFor(() =>
      expect(stub.sentTo('/margin/audit/return')).toEqual([
        { depositId: 2, transferReference: ' ICBC20261125000456 ' },
      ]),
    );
  });

  it('shows a deposit’s record with who took each step', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    await user.click(within(await rowOf('废铜线 8 吨')).getByRole('button', { name: '审核记录' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('确认到账，冻结保证金 · ¥8,000.00')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('王芳');
    expect(drawer).toHaveTextContent('系统');
    expect(drawer).toHaveTextContent('公告已撤回');
  });

  it('leaves out the steps the user holds no permission for', async () => {
    grantButtons(PERMISSIONS.marginAuditView);
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    const row = await rowOf('二手数控车床 CK6150');
    expect(within(row).queryByRole('button', { name: '审核' })).toBeNull();
    expect(within(row).getByRole('button', { name: '审核记录' })).toBeInTheDocument();
    expect(within(await rowOf('废铜线 8 吨')).queryByRole('button', { name: '确认退还' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and offers to try again', async () => {
    listAnswer = () => ({
      status: 500,
      body: { code: 1, msg: '服务异常，请稍后重试', error: 'INTERNAL_ERROR' },
    });
    renderAt('/personalcenter/marginmanage', <MarginManagePage />);
    expect(await screen.findByText('服务异常，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    expect(screen.getByText('加载失败')).toBeInTheDocument();
  });

  it('reads the bank’s batch result back and says what it returned and what is left', async () => {
    const user = userEvent.setup();
    // jsdom's File cannot travel in a real multipart request: the upload alone is answered here.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      String(url).endsWith('/file/upload')
        ? Promise.resolve(
            new Response(JSON.stringify(okBody({ id: RESULT_FILE, originalName: '代付结果.xlsx' }).body), {
              headers: { 'content-type': 'application/json' },
            }),
          )
        : realFetch(url, init),
    );
    renderAt('/personalcenter/marginmanage?tab=returns', <MarginManagePage />);
    await rowOf('废铜线 8 吨');
    const input = document.querySelector<HTMLInputElement>('input[type=file][accept=".xlsx,.csv"]')!;
    await user.upload(input, new File(['xlsx'], '代付结果.xlsx'));
    const summary = await screen.findByText(
      '共 2 行：1 笔标记为已退还（¥8,000.00），0 笔此前已退还，1 行需人工处理',
    );
    expect(summary).toBeInTheDocument();
    expect(screen.getByText('银行未付款：户名与账号不符')).toBeInTheDocument();
    expect(stub.sentTo('/margin/audit/refundResult')).toEqual([{ fileId: RESULT_FILE }]);
  });
});
