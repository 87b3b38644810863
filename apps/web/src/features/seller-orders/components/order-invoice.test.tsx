import type { OrderInvoice } from '@lyp/shared/invoices/invoice.schemas';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { InvoiceSection, InvoiceStateTag } from '../../../components/orders';
import { orderFixture } from '../lib/order.fixture';
import { canRecordInvoice } from './invoice-modal';

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({ '/file/preview/:id': () => okBody({}) });
});
afterAll(() => stub.close());

const DETAILS = {
  kind: 'special',
  title: '上海再生金属回收有限公司',
  taxNo: '91310000MA1FL0XX1Q',
  addressPhone: '上海市宝山区长江路 88 号 021-56781234',
  bankAccount: '中国工商银行上海宝山支行 1001 2345 6789',
} as const;

const invoice = (overrides: Partial<OrderInvoice>): OrderInvoice => ({
  state: 'awaiting_invoice',
  taxIncluded: false,
  vatRatePercent: 13,
  expectedAmountFen: 9_718_000,
  details: DETAILS,
  issued: null,
  ...overrides,
});

describe('the invoice of an order', { timeout: 30_000 }, () => {
  it('states the tax terms, the total with tax and whom the invoice is made out to', () => {
    renderAt('/', <InvoiceSection invoice={invoice({})} missingDetails="—" />);
    expect(screen.getByText('待开票')).toBeInTheDocument();
    expect(screen.getByText(/成交价为不含税价，增值税（税率 13%）由买受人另行承担/)).toBeInTheDocument();
    expect(screen.getByText('¥97,180.00')).toBeInTheDocument();
    expect(screen.getByText('增值税专用发票（专票）')).toBeInTheDocument();
    expect(screen.getByText('91310000MA1FL0XX1Q')).toBeInTheDocument();
  });

  it('says what is missing while the buyer has no details, and shows the recorded invoice once issued', () => {
    const { unmount } = renderAt(
      '/',
      <InvoiceSection
        invoice={invoice({ state: 'awaiting_details', details: null })}
        missingDetails="买受人尚未填写开票信息，填写后即可登记发票"
      />,
    );
    expect(screen.getByText('买受人尚未填写开票信息，填写后即可登记发票')).toBeInTheDocument();
    unmount();
    renderAt(
      '/',
      <InvoiceSection
        invoice={invoice({
          state: 'issued',
          issued: {
            invoiceNo: '26312000000012345678',
            issuedOn: '2026-12-05',
            amountFen: 9_700_000,
            fileId: '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b',
            recordedAt: '2026-12-05T02:00:00.000Z',
          },
        })}
        missingDetails="—"
      />,
    );
    expect(screen.getByText('已开票')).toBeInTheDocument();
    expect(screen.getByText('26312000000012345678')).toBeInTheDocument();
    expect(screen.getByText('¥97,000.00（与应开票金额不同）')).toBeInTheDocument();
    expect(screen.getByText('2026-12-05 10:00:00')).toBeInTheDocument();
  });

  it('tags the lists only once an invoice is due, and lets the seller record it only for paid goods with details', () => {
    renderAt(
      '/',
      <>
        <InvoiceStateTag invoice={invoice({ state: 'not_due' })} />
        <InvoiceStateTag invoice={invoice({ state: 'awaiting_details', details: null })} />
      </>,
    );
    expect(screen.queryByText('付款后开票')).not.toBeInTheDocument();
    expect(screen.getByText('待填开票信息')).toBeInTheDocument();

    const paid = orderFixture(3, 'paid', '废铜');
    expect(canRecordInvoice({ ...paid, invoice: invoice({}) })).toBe(true);
    expect(
      canRecordInvoice({ ...paid, invoice: invoice({ state: 'awaiting_details', details: null }) }),
    ).toBe(false);
    expect(canRecordInvoice({ ...orderFixture(4, 'awaiting_payment', '废铜'), invoice: invoice({}) })).toBe(
      false,
    );
  });
});
