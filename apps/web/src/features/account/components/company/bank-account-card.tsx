import { EditOutlined } from '@ant-design/icons';
import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Alert, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { BankChangeModal } from './bank-change-modal';
import { BankSummary } from './company-auth-summary';

export const when = (at: string | null) => (at ? formatTimestamp(new Date(at)) : '');

/** The pending or last refused bank change, over the account in force. */
function BankChangeNotice({ auth }: { auth: CompanyAuth }) {
  const change = auth.bankChange;
  if (!change) return null;
  if (change.status === 'submitted')
    return (
      <Alert
        type="warning"
        showIcon
        title="开户信息变更审核中"
        description={
          <Flex vertical gap={8}>
            <span>已于 {when(change.submittedAt)} 提交以下新账户，审核通过前结算仍使用原账户。</span>
            <BankSummary bank={change} />
          </Flex>
        }
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      title="开户信息变更未通过"
      description={`原因：${change.rejectReason ?? '未说明'}。原账户继续有效，您可以修改后重新提交。`}
    />
  );
}

/**
 * 开户信息 of a certified company: the account in force, a change under review or refused, and
 * 修改开户信息 (a reviewed bank change) for whoever acts for the company.
 */
export function BankAccountCard({ auth, actingForIt }: { auth: CompanyAuth; actingForIt: boolean }) {
  const [editingBank, setEditingBank] = useState(false);
  const pending = auth.bankChange?.status === 'submitted';
  return (
    <>
      <Card
        size="small"
        title="开户信息"
        extra={
          <Tooltip
            title={
              !actingForIt ? '请先切换到该企业' : pending ? '变更审核中，请等待审核结果后再修改' : undefined
            }
          >
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={!actingForIt || pending}
              onClick={() => setEditingBank(true)}
            >
              修改开户信息
            </Button>
          </Tooltip>
        }
      >
        <Flex vertical gap={12}>
          <BankChangeNotice auth={auth} />
          {auth.bankChange && <Typography.Text type="secondary">当前生效的账户</Typography.Text>}
          <BankSummary bank={auth} />
        </Flex>
      </Card>
      <BankChangeModal
        open={editingBank}
        current={{
          bankName: auth.bankName ?? undefined,
          bankNumber: auth.bankNumber ?? undefined,
          interbankAccount: auth.interbankAccount ?? undefined,
        }}
        onClose={() => setEditingBank(false)}
      />
    </>
  );
}
