import type { MatchCandidate, StatementLine } from '@lyp/shared/reconciliation/statement.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { BankStatementPage } from './bank-statement-page';

const EXCEPTION: StatementLine = {
  id: 11,
  importId: 3,
  transactedAt: '2026-11-27 10:15:02',
  amountFen: 360_000,
  payerName: '陈静',
  payerAccount: '6222020302001234567',
  payerBank: '中国工商银行无锡分行',
  note: '保证金 BZJ3-2-00 网银转账',
  bankSerial: 'ICBC58579655',
  status: 'exception',
  problem: 'unknown_reference',
  problemDetail: '附言中的参考号「BZJ3-2-00」校验位不符，可能填写有误',
  matchedKind: null,
  matchedId: null,
  matchedReference: null,
  resolvedByName: null,
  resolvedAt: null,
  resolutionNote: null,
};

const CANDIDATE: MatchCandidate = {
  kind: 'deposit',
  id: 21,
  reference: 'BZJ3-2-39',
  payerName: '陈静',
  lotTitle: '合力 CPCD30 柴油叉车 3 台',
  amountFen: 360_000,
  submittedAt: '2026-11-27T05:49:39.000Z',
};

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/finance/statement/lines': () => okBody({ records: [EXCEPTION], total: 1, current: 1, size: 10 }),
    '/finance/statement/lines/11/candidates': () => okBody([CANDIDATE]),
    '/finance/statement/lines/match': () => okBody({ ...EXCEPTION, status: 'resolved' }, '已匹配并确认到账'),
    '/finance/statement/layouts': () => okBody([]),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(PERMISSIONS.statementView, PERMISSIONS.statementImport, PERMISSIONS.statementResolve);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('银行对账', { timeout: 30_000 }, () => {
  it('opens on the exceptions, with why each was not confirmed', async () => {
    renderAt('/personalcenter/bankStatement', <BankStatementPage />);
    const row = (await screen.findByText('保证金 BZJ3-2-00 网银转账')).closest('tr')!;
    expect(row).toHaveTextContent('待处理');
    expect(row).toHaveTextContent('校验位不符');
    await waitFor(() =>
      expect(stub.sentTo('/finance/statement/lines')[0]).toMatchObject({ status: 'exception' }),
    );
  });

  it('matches an exception by hand to a waiting deposit of the same amount', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/bankStatement', <BankStatementPage />);
    const row = (await screen.findByText('保证金 BZJ3-2-00 网银转账')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '人工匹配' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByText('BZJ3-2-39'));
    await user.type(within(dialog).getByLabelText('说明（选填）'), '付款人来电确认');
    await user.click(within(dialog).getByRole('button', { name: '确认匹配' }));
    await waitFor(() =>
      expect(stub.sentTo('/finance/statement/lines/match')).toEqual([
        { lineId: 11, kind: 'deposit', targetId: 21, note: '付款人来电确认' },
      ]),
    );
  });
});
