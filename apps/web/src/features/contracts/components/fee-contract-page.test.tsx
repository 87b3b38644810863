import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { FeeContractPage } from './fee-contract-page';

const contract = (overrides: Partial<SaleDocument>): SaleDocument => ({
  id: 1,
  orderId: 1,
  orderNo: 'DD202611250001',
  lotTitle: '废铜线 8 吨',
  kind: 'buyer_contract',
  documentNo: 'MS202611250001',
  version: 1,
  verifyCode: 'AAAA2222BB',
  sha256: 'c'.repeat(64),
  sizeBytes: 40_000,
  issuedAt: '2026-11-25T06:00:00.000Z',
  sellerName: '江苏华东再生资源有限公司',
  buyerName: '李明',
  priceFen: 456_000_00,
  confirmations: [],
  awaiting: ['buyer'],
  confirmableAs: 'buyer',
  ...overrides,
});

const page = (records: SaleDocument[]) => okBody({ records, total: records.length, current: 1, size: 10 });

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/contract/buyer/list': () => page([contract({})]),
    '/contract/seller/list': () =>
      page([
        contract({
          id: 2,
          kind: 'seller_contract',
          documentNo: 'WT202611250002',
          lotTitle: '重型废钢 120 吨',
          awaiting: [],
          confirmations: [
            { party: 'seller', accountName: '张伟（seller）', confirmedAt: '2026-11-25T07:00:00.000Z' },
          ],
          confirmableAs: null,
        }),
      ]),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  grantButtons(PERMISSIONS.feeContractView, PERMISSIONS.feeContractExport);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('费用合同', { timeout: 60_000 }, () => {
  it('shows the buyer’s contracts first, then the seller’s fee contracts on their tab', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/feeContract', <FeeContractPage />);
    const buyers = (await screen.findByText('MS202611250001')).closest('tr')!;
    expect(within(buyers).getByText('待买受人确认')).toBeInTheDocument();
    expect(within(buyers).getByRole('button', { name: '签署确认' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '委托方合同' }));
    const sellers = (await screen.findByText('WT202611250002')).closest('tr')!;
    expect(within(sellers).getByText('委托方已确认')).toBeInTheDocument();
    expect(within(sellers).getByRole('button', { name: '下载 PDF' })).toBeInTheDocument();
    expect(within(sellers).queryByRole('button', { name: '签署确认' })).toBeNull();
  });
});
