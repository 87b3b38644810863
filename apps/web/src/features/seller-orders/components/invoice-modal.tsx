import type { Order } from '@lyp/shared/auction/order.schemas';
import {
  INVOICE_KIND_LABELS,
  orderInvoiceBodySchema,
  type OrderInvoiceBody,
} from '@lyp/shared/invoices/invoice.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { Alert, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  RecordFormModal,
  rulesFrom,
  VoucherUpload,
  type RecordDialogProps,
} from '../../../components/back-office';
import { DayBetweenField } from '../../../components/date-time/day-between-field';
import { recordInvoice } from '../api/orders';

interface InvoiceValues {
  invoiceNo: string;
  issuedOn: Dayjs;
  amountYuan: number;
  fileId: string;
}

const DAY = 'YYYY-MM-DD';
const rule = (field: keyof OrderInvoiceBody) => rulesFrom(orderInvoiceBodySchema, field);

/** Whether the seller may record (or correct) the invoice of an order: once its goods are paid for. */
export function canRecordInvoice(order: Order): boolean {
  return (
    (order.status === 'paid' || order.status === 'completed') && order.invoice.state !== 'awaiting_details'
  );
}

/**
 * 登记发票: the seller records the invoice it issued, made out to the buyer's details on file:
 * the number, the day (Beijing, from the sale to today), the amount and its PDF or scan. The
 * buyer is told and downloads it from 我的订单. Recording again corrects it.
 */
export function InvoiceModal({ order, ...dialog }: { order: Order | undefined } & RecordDialogProps) {
  const today = chinaDate(new Date());
  const issued = order?.invoice.issued;
  return (
    <RecordFormModal<Order, InvoiceValues>
      {...dialog}
      record={order}
      title={issued ? '更正发票' : '登记发票'}
      width={560}
      name="order_invoice"
      okText="保存发票"
      successMessage="发票已登记，买受人可在订单中查看"
      initialValues={{
        issuedOn: dayjs(issued?.issuedOn ?? today, DAY),
        ...(order ? { amountYuan: (issued?.amountFen ?? order.invoice.expectedAmountFen) / 100 } : {}),
        ...(issued ? { invoiceNo: issued.invoiceNo } : {}),
      }}
      onSubmit={(values, { id }) =>
        recordInvoice({
          id,
          invoiceNo: values.invoiceNo.trim(),
          issuedOn: values.issuedOn.format(DAY),
          // Yuan with two decimals at most: rounding absorbs binary fractions, never a real fen.
          amountFen: Math.round(values.amountYuan * 100),
          fileId: values.fileId,
        })
      }
    >
      {(order) => <InvoiceFields order={order} today={today} />}
    </RecordFormModal>
  );
}

function InvoiceFields({ order, today }: { order: Order; today: string }) {
  const details = order.invoice.details!;
  const soldOn = chinaDate(new Date(order.createdAt));
  return (
    <>
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title={`开具${INVOICE_KIND_LABELS[details.kind]}：${details.title}${details.taxNo ? `（${details.taxNo}）` : ''}`}
        description={`应开票金额（价税合计）${formatFen(order.invoice.expectedAmountFen)}`}
      />
      <Form.Item
        name="invoiceNo"
        label="发票号码"
        rules={rule('invoiceNo')}
        extra="8–20 位数字（全电发票为 20 位）"
      >
        <Input maxLength={20} inputMode="numeric" placeholder="如 26312000000012345678" />
      </Form.Item>
      <DayBetweenField name="issuedOn" label="开票日期" from={soldOn} to={today} />
      <Form.Item
        name="amountYuan"
        label="发票金额（价税合计）"
        rules={[{ required: true, message: '请输入发票金额' }]}
      >
        <InputNumber style={{ width: '100%' }} min={0.01} step={0.01} precision={2} prefix="¥" />
      </Form.Item>
      <Form.Item
        name="fileId"
        label="发票文件"
        rules={[{ required: true, message: '请上传发票文件（PDF 或图片）' }]}
      >
        <VoucherUpload label="上传发票" />
      </Form.Item>
    </>
  );
}
