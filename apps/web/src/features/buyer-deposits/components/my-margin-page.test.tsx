import type { Deposit } from '@lyp/shared/auction/deposit.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { catchDownloads } from '../../../../test/downloads';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { MyMarginPage } from './my-margin-page';

const base: Deposit = {
  id: 41,
  lotId: 7,
  lotTitle: '废旧钢材一批',
  lotNo: 'GG20261120001-01',
  lotStatus: 'sold',
  userId: 3,
  bidderName: '李明',
  amountFen: 100_000,
  status: 'returning',
  voucherFileId: null,
  payerRemark: null,
  transferReference: 'BZJ7-3-54',
  payerAccount: null,
  rejectReason: null,
  paidFen: 100_000,
  frozenFen: 0,
  returningFen: 100_000,
  returnedFen: 0,
  appliedFen: 0,
  forfeitedFen: 0,
  submittedAt: '2026-11-20T02:00:00.000Z',
  confirmedAt: '2026-11-20T03:00:00.000Z',
  releasedAt: '2026-11-24T08:00:00.000Z',
  returnedAt: null,
  returnDueAt: '2099-11-25T08:00:00.000Z',
  entries: [
    {
      kind: 'submitted',
      amountFen: 100_000,
      note: null,
      at: '2026-11-20T02:00:00.000Z',
      actorName: null,
      transferReference: null,
      voucherFileId: null,
    },
    {
      kind: 'paid',
      amountFen: 100_000,
      note: null,
      at: '2026-11-20T03:00:00.000Z',
      actorName: '王芳',
      transferReference: null,
      voucherFileId: null,
    },
    {
      kind: 'released',
      amountFen: 100_000,
      note: '未竞得（标的已由其他竞买人竞得），保证金释放退还',
      at: '2026-11-24T08:00:00.000Z',
      actorName: null,
      transferReference: null,
      voucherFileId: null,
    },
  ],
};
const REJECTED: Deposit = {
  ...base,
  id: 42,
  lotId: 8,
  lotTitle: '废铝型材一批',
  lotStatus: 'bidding',
  status: 'rejected',
  rejectReason: '凭证金额与应缴金额不符',
  paidFen: 0,
  returningFen: 0,
  returnDueAt: null,
  entries: [],
};
const row = ({ entries: _entries, ...deposit }: Deposit) => deposit;

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/margin/my/list': () => okBody({ records: [row(base), row(REJECTED)], total: 2, current: 1, size: 10 }),
    '/margin/my/info/41': () => okBody(base),
    // Not a spreadsheet: the test checks what was asked for, not the file.
    '/margin/my/export': () => ({ body: 'xlsx' }),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(PERMISSIONS.myMarginView, PERMISSIONS.marginPay);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('我的保证金', { timeout: 30_000 }, () => {
  it('says where each deposit’s money stands, and offers to pay again after a rejection', async () => {
    renderAt('/personalcenter/myMargin', <MyMarginPage />);
    const returning = await rowOf('废旧钢材一批');
    expect(within(returning).getByText('退还中')).toBeInTheDocument();
    // The lot sold to someone else: the bidder is told they did not win it.
    expect(within(returning).getByText('未竞得，预计 2099-11-25 16:00:00 前退还')).toBeInTheDocument();
    expect(within(returning).queryByRole('button', { name: '重新缴纳' })).toBeNull();
    const rejected = await rowOf('废铝型材一批');
    expect(within(rejected).getByText('凭证未通过：凭证金额与应缴金额不符')).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: '重新缴纳' })).toBeInTheDocument();
  });

  it('exports the deposits as the list is filtered, to whoever may export', async () => {
    const user = userEvent.setup();
    catchDownloads();
    grantButtons(PERMISSIONS.myMarginView, PERMISSIONS.myMarginExport);
    renderAt('/personalcenter/myMargin?status=returning', <MyMarginPage />);
    await rowOf('废旧钢材一批');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(stub.sentTo('/margin/my/export')).toEqual([{ status: 'returning' }]));
  });

  it('offers no export without its permission', async () => {
    renderAt('/personalcenter/myMargin', <MyMarginPage />);
    await rowOf('废旧钢材一批');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });

  it('shows a deposit’s record step by step, with reasons but without the reviewers’ names', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/myMargin', <MyMarginPage />);
    await user.click(within(await rowOf('废旧钢材一批')).getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('确认到账，冻结保证金 · ¥1,000.00')).toBeInTheDocument();
    expect(within(drawer).getByText('未竞得（标的已由其他竞买人竞得），保证金释放退还')).toBeInTheDocument();
    expect(within(drawer).getByText('未竞得，预计 2099-11-25 16:00:00 前退还')).toBeInTheDocument();
    expect(within(drawer).queryByText(/王芳/)).toBeNull();
  });
});
