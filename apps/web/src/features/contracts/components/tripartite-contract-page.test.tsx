import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { catchDownloads } from '../../../../test/downloads';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { TripartiteContractPage } from './tripartite-contract-page';

const CONTRACT: SaleDocument = {
  id: 7,
  orderId: 3,
  orderNo: 'DD202611250003',
  lotTitle: '重型废钢 HMS1 约 120 吨',
  kind: 'tripartite',
  documentNo: 'SF202611250003',
  version: 2,
  verifyCode: 'K7Q2M9XW4P',
  sha256: 'a'.repeat(64),
  sizeBytes: 52_000,
  issuedAt: '2026-11-25T06:00:00.000Z',
  sellerName: '江苏华东再生资源有限公司',
  buyerName: '李明',
  priceFen: 12_345_600,
  confirmations: [
    { party: 'seller', accountName: '王经理（seller）', confirmedAt: '2026-11-25T06:00:00.000Z' },
  ],
  awaiting: ['buyer'],
  confirmableAs: 'buyer',
};

let listed: SaleDocument[] = [];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/contract/tripartite/list': () =>
      okBody({ records: listed, total: listed.length, current: 1, size: 10 }),
    '/contract/confirm/7': () => {
      const confirmed: SaleDocument = {
        ...CONTRACT,
        id: 8,
        version: 3,
        awaiting: [],
        confirmableAs: null,
        confirmations: [
          ...CONTRACT.confirmations,
          { party: 'buyer', accountName: '李明（buyer）', confirmedAt: '2026-11-25T07:00:00.000Z' },
        ],
      };
      listed = [confirmed];
      return okBody(confirmed, '已签署确认');
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  listed = [CONTRACT];
  grantButtons(PERMISSIONS.tripartiteContractView, PERMISSIONS.tripartiteContractExport);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('三方合同', { timeout: 60_000 }, () => {
  it('lists each contract with who has confirmed it and who is awaited', async () => {
    renderAt('/personalcenter/tripartiteContract', <TripartiteContractPage />);
    const row = await rowOf('SF202611250003');
    expect(within(row).getByText('委托方已确认')).toBeInTheDocument();
    expect(within(row).getByText('待买受人确认')).toBeInTheDocument();
    expect(within(row).getByText('¥123,456.00')).toBeInTheDocument();
    expect(within(row).getByText('第 2 版')).toBeInTheDocument();
  });

  it('exports the list as filtered', async () => {
    const user = userEvent.setup();
    catchDownloads();
    renderAt('/personalcenter/tripartiteContract?keyword=HMS1', <TripartiteContractPage />);
    await rowOf('SF202611250003');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(stub.sentTo('/contract/tripartite/export')).toEqual([{ keyword: 'HMS1' }]));
  });

  it('confirms after asking, and shows the new version', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/tripartiteContract', <TripartiteContractPage />);
    await user.click(within(await rowOf('SF202611250003')).getByRole('button', { name: '签署确认' }));
    const [title] = await screen.findAllByText('签署确认《三方合同》？');
    const dialog = title!.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/第 3 版/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认签署' }));

    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith('/contract/confirm/7'))).toBe(true),
    );
    expect(await screen.findByText('第 3 版')).toBeInTheDocument();
    const row = await rowOf('SF202611250003');
    expect(within(row).getByText('买受人已确认')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '签署确认' })).toBeNull();
  });

  it('offers no confirmation to someone who may only read', async () => {
    listed = [{ ...CONTRACT, confirmableAs: null }];
    renderAt('/personalcenter/tripartiteContract', <TripartiteContractPage />);
    const row = await rowOf('SF202611250003');
    expect(within(row).getByRole('button', { name: '预览' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '签署确认' })).toBeNull();
  });
});
