import {
  INVOICE_KIND_LABELS,
  INVOICE_STATE_LABELS,
  type InvoiceState,
  type OrderInvoice,
} from '@lyp/shared/invoices/invoice.schemas';
import { taxTermsText } from '@lyp/shared/invoices/tax-terms';
import { formatFen } from '@lyp/shared/format/currency';
import { Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ProtectedFile } from '../back-office/protected-file';
import { item, Money, Section, when } from './order-sections';

const STATE_COLORS: Record<InvoiceState, string> = {
  not_due: 'default',
  awaiting_details: 'warning',
  awaiting_invoice: 'processing',
  issued: 'success',
};

/** 已开票 / 待开票 / 待填开票信息 beside an order in a list; nothing before the goods are paid for. */
export function InvoiceStateTag({ invoice }: { invoice: OrderInvoice }) {
  if (invoice.state === 'not_due') return null;
  return <Tag color={STATE_COLORS[invoice.state]}>{INVOICE_STATE_LABELS[invoice.state]}</Tag>;
}

/**
 * 发票: the lot's tax terms and the invoice total, whom it is made out to, and the invoice once
 * the seller recorded it. `action` is the reader's next step (fill in the details, record it).
 */
export function InvoiceSection({
  invoice,
  missingDetails,
  action,
}: {
  invoice: OrderInvoice;
  /** What stands in for the buyer's details while there are none. */
  missingDetails: string;
  action?: ReactNode;
}) {
  const { details, issued } = invoice;
  const state = (
    <Space wrap>
      <Tag color={STATE_COLORS[invoice.state]}>{INVOICE_STATE_LABELS[invoice.state]}</Tag>
      {action}
    </Space>
  );
  return (
    <Section
      title="发票"
      items={[
        item('发票状态', state),
        item('税费', taxTermsText(invoice)),
        item('应开票金额（价税合计）', <Money fen={invoice.expectedAmountFen} />),
        ...(details
          ? [
              item('发票类型', INVOICE_KIND_LABELS[details.kind]),
              item('发票抬头', details.title),
              ...(details.taxNo ? [item('纳税人识别号', details.taxNo)] : []),
              ...(details.addressPhone ? [item('地址、电话', details.addressPhone)] : []),
              ...(details.bankAccount ? [item('开户行及账号', details.bankAccount)] : []),
            ]
          : [item('开票信息', missingDetails)]),
        ...(issued
          ? [
              item('发票号码', issued.invoiceNo),
              item('开票日期', issued.issuedOn),
              item(
                '发票金额',
                issued.amountFen === invoice.expectedAmountFen
                  ? formatFen(issued.amountFen)
                  : `${formatFen(issued.amountFen)}（与应开票金额不同）`,
              ),
              item('发票文件', <ProtectedFile fileId={issued.fileId} label="发票" />),
              item('登记时间', when(issued.recordedAt)),
            ]
          : []),
      ]}
    />
  );
}
