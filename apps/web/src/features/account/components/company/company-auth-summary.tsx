import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { Descriptions, Flex, Grid, Typography, type DescriptionsProps } from 'antd';
import { ProtectedFile } from '../../../../components/back-office';

const text = (value: string | null | undefined) => value || '—';

/** Labels beside values where there is room; above them on a phone, so a value keeps the width. */
function useDescriptionsLayout(): DescriptionsProps['layout'] {
  return Grid.useBreakpoint().md === false ? 'vertical' : 'horizontal';
}

/** The company as its application states it, read-only (审核中, 已认证). */
export function CompanyAuthSummary({
  auth,
  withLicence = false,
}: {
  auth: CompanyAuth;
  withLicence?: boolean;
}) {
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: '企业名称', children: text(auth.companyName) },
    { key: 'code', label: '统一社会信用代码', children: text(auth.companyCode) },
    { key: 'legal', label: '法定代表人', children: text(auth.legalPerson) },
    {
      key: 'contact',
      label: '联系人',
      children: text([auth.contactPerson, auth.contactPhone].filter(Boolean).join(' ')),
    },
    { key: 'tel', label: '固定电话', children: text(auth.contactTel) },
    { key: 'mail', label: '联系邮箱', children: text(auth.contactMail) },
    {
      key: 'address',
      label: '企业地址',
      span: 'filled',
      children: text(`${auth.companyAddr ?? ''}${auth.detailAddr ?? ''}`),
    },
  ];
  const layout = useDescriptionsLayout();
  const descriptions = (
    <Descriptions
      layout={layout}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={items}
      className="lyp-company-summary"
    />
  );
  if (!withLicence || !auth.licenceFileId) return descriptions;
  // Outside the Descriptions: its responsive rows are rebuilt once the breakpoint is known,
  // which would mount the file's preview twice.
  return (
    <Flex vertical gap={12}>
      {descriptions}
      <div className="lyp-company-summary__licence">
        <Typography.Text type="secondary">营业执照</Typography.Text>
        <ProtectedFile fileId={auth.licenceFileId} label="营业执照" height={320} />
      </div>
    </Flex>
  );
}

/** 开户行, 账号, 联行号 of an account (in force, or a change waiting for review). */
export function BankSummary({
  bank,
}: {
  bank: { bankName: string | null; bankNumber: string | null; interbankAccount: string | null };
}) {
  const layout = useDescriptionsLayout();
  return (
    <Descriptions
      layout={layout}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 3 }}
      className="lyp-bank-summary"
      items={[
        { key: 'bank', label: '开户行', children: text(bank.bankName) },
        { key: 'number', label: '银行账号', children: text(bank.bankNumber) },
        { key: 'interbank', label: '联行号', children: text(bank.interbankAccount) },
      ]}
    />
  );
}
