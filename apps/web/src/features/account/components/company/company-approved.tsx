import { NotificationOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { Alert, Button, Card, Flex, Result } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../../config/paths';
import { useSessionStore } from '../../../../stores/session-store';
import { useSwitchOrganisation } from '../../hooks/use-switch-organisation';
import { BankAccountCard, when } from './bank-account-card';
import { CompanyAuthSummary } from './company-auth-summary';

/**
 * 企业已认证: the company's details, its bank account (changed only through a reviewed bank
 * change), and where to go next. Someone acting for another organisation (their personal one,
 * right after approval) is offered to switch to the company first.
 */
export function CompanyApproved({ auth }: { auth: CompanyAuth }) {
  const currentOrgId = useSessionStore((state) => state.orgId);
  const currentOrgName = useSessionStore((state) => state.orgName);
  const { switching, switchTo } = useSwitchOrganisation({ stay: true });
  const actingForIt = auth.orgId !== null && auth.orgId === currentOrgId;

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
      <BankAccountCard auth={auth} actingForIt={actingForIt} />
    </Flex>
  );
}
