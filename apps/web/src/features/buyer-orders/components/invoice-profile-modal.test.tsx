import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { InvoiceProfileModal } from './invoice-profile-modal';

const SAVED = {
  kind: 'normal',
  title: '李明',
  taxNo: null,
  addressPhone: null,
  bankAccount: null,
  updatedAt: '2026-12-05T02:00:00.000Z',
};

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/order/invoiceProfile/mine': () => okBody(SAVED),
    '/order/invoiceProfile/save': (request) => okBody({ ...SAVED, ...(request.body as object) }),
  });
});
afterAll(() => stub.close());

describe('开票信息', { timeout: 30_000 }, () => {
  it('opens with the saved details, and asks a 专票 for the number and both lines before saving', async () => {
    const user = userEvent.setup();
    renderAt('/', <InvoiceProfileModal open onClose={() => {}} />);
    expect(await screen.findByDisplayValue('李明')).toBeInTheDocument();
    expect(screen.getByLabelText('增值税普通发票（普票）')).toBeChecked();

    await user.click(screen.getByLabelText('增值税专用发票（专票）'));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入纳税人识别号')).toBeInTheDocument();
    expect(screen.getByText('请输入地址、电话')).toBeInTheDocument();
    expect(stub.sentTo('/order/invoiceProfile/save')).toEqual([]);

    await user.type(screen.getByLabelText('纳税人识别号'), '91310000MA1FL0XX1Q');
    await user.type(screen.getByLabelText('地址、电话'), '上海市宝山区长江路 88 号 021-56781234');
    await user.type(screen.getByLabelText('开户行及账号'), '中国工商银行上海宝山支行 1001');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(stub.sentTo('/order/invoiceProfile/save')).toEqual([
        expect.objectContaining({ kind: 'special', title: '李明', taxNo: '91310000MA1FL0XX1Q' }),
      ]),
    );
  });
});
