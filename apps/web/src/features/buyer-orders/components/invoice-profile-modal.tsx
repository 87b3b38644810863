import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  invoiceProfileBodySchema,
  type InvoiceProfileBody,
} from '@lyp/shared/invoices/invoice.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio } from 'antd';
import { FormModal, rulesFrom } from '../../../components/back-office';
import { invoiceProfileQuery, saveInvoiceProfile } from '../api/invoice-profile';

type ProfileValues = InvoiceProfileBody;

const rule = (field: keyof InvoiceProfileBody, required?: boolean) =>
  rulesFrom(invoiceProfileBodySchema, field, required === undefined ? {} : { required });

/**
 * 开票信息: what the buyer's invoices are made out to. A 专票 (the buyer deducts the VAT) needs
 * the address and phone and the bank account as well; sellers issue to what is saved here.
 */
export function InvoiceProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  // Read with the page, so the saved details are there to fill the form when it opens: the
  // form takes its values as it mounts.
  const profile = useQuery(invoiceProfileQuery());
  const saved = profile.data;
  return (
    <FormModal<ProfileValues>
      title="开票信息"
      open={open && !profile.isPending}
      onClose={onClose}
      width={560}
      name="invoice_profile"
      okText="保存"
      successMessage="开票信息已保存，委托方将按此开具发票"
      initialValues={
        saved
          ? {
              kind: saved.kind,
              title: saved.title,
              ...(saved.taxNo ? { taxNo: saved.taxNo } : {}),
              ...(saved.addressPhone ? { addressPhone: saved.addressPhone } : {}),
              ...(saved.bankAccount ? { bankAccount: saved.bankAccount } : {}),
            }
          : { kind: 'special' }
      }
      onSubmit={(values) => saveInvoiceProfile(queryClient, values)}
    >
      <ProfileFields />
    </FormModal>
  );
}

/** The lines a 专票 needs beside the name and number. */
const SPECIAL_LINES = [
  { field: 'addressPhone', label: '地址、电话', placeholder: '如：上海市宝山区长江路 88 号 021-56781234' },
  {
    field: 'bankAccount',
    label: '开户行及账号',
    placeholder: '如：中国工商银行上海宝山支行 1001 2345 6789 0123 456',
  },
] as const;

function ProfileFields() {
  const special = Form.useWatch<InvoiceProfileBody['kind'] | undefined>('kind') === 'special';
  return (
    <>
      <Form.Item name="kind" label="发票类型" rules={rule('kind')}>
        <Radio.Group
          options={INVOICE_KINDS.map((kind) => ({ value: kind, label: INVOICE_KIND_LABELS[kind] }))}
        />
      </Form.Item>
      <Form.Item name="title" label="发票抬头（名称）" rules={rule('title')} extra="与营业执照上的名称一致">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="taxNo"
        label="纳税人识别号"
        rules={rule('taxNo', special)}
        dependencies={['kind']}
        extra={special ? '统一社会信用代码（18 位）或税号' : '企业必填；个人开具普票可不填'}
      >
        <Input maxLength={20} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      {SPECIAL_LINES.map(({ field, label, placeholder }) => (
        <Form.Item
          key={field}
          name={field}
          label={label}
          rules={rule(field, special)}
          dependencies={['kind']}
          {...(special ? {} : { extra: '普票可不填' })}
        >
          <Input maxLength={200} placeholder={placeholder} />
        </Form.Item>
      ))}
    </>
  );
}
