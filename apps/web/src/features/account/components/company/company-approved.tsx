import { EditOutlined, NotificationOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Alert, Button, Card, Flex, Result, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../config/paths';
import { useSessionStore } from '../../../../stores/session-store';
import { useSwitchOrganisation } from '../../hooks/use-switch-organisation';
import { BankChangeModal } from './bank-change-modal';
import { BankSummary, CompanyAuthSummary } from './company-auth-summary';

const when = (at: string | null) => (at ? formatTimestamp(new Date(at)) : '');

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
 * 企业已认证: the company's details, its bank account (changed only through a reviewed bank
 * change), and where to go next. Someone acting for another organisation (their personal one,
 * right after approval) is offered to switch to the company first.
 */
export function CompanyApproved({ auth }: { auth: CompanyAuth }) {
  const currentOrgId = useSessionStore((state) => state.orgId);
  const currentOrgName = useSessionStore((state) => state.orgName);
  const { switching, switchTo } = useSwitchOrganisation({ stay: true });
  const [editingBank, setEditingBank] = useState(false);
  const actingForIt = auth.orgId !== null && auth.orgId === currentOrgId;
  const pending = auth.bankChange?.status === 'submitted';

  const next = actingForIt
    ? [
        <Link key="publish" to={ROUTES.infoRelease.path}>
          <Button type="primary" icon={<NotificationOutlined />}>
            发布公告
          </Button>
        </Link>,
        <Link key="sub" to={ROUTES.subAccount.path}>
          <Button icon={<TeamOutlined />}>子账号管理</Button>
        </Link>,
      ]
    : [
        <Button
          key="switch"
          type="primary"
          icon={<SwapOutlined />}
          loading={switching}
          onClick={() => auth.orgId !== null && void switchTo(auth.orgId)}
        >
          切换到该企业
        </Button>,
      ];

  return (
    <Flex vertical gap={16}>
      <Result
        status="success"
        title="企业已认证"
        subTitle={`${auth.companyName ?? ''}${auth.reviewedAt ? ` · 于 ${when(auth.reviewedAt)} 通过审核` : ''}。现在可以以企业身份发布竞价公告、参与竞价。`}
        extra={next}
        className="lyp-company-result"
      />
      {!actingForIt && (
        <Alert
          type="info"
          showIcon
          title={`您当前以「${currentOrgName || '个人'}」身份操作`}
          description="切换到该企业后，才能以企业身份发布公告、管理子账号和修改开户信息。"
        />
      )}
      <Card size="small" title="企业信息">
        <CompanyAuthSummary auth={auth} withLicence />
      </Card>
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
    </Flex>
  );
}
