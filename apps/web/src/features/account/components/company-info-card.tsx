import { COMPANY_AUTH_STATUS_LABELS } from '@lyp/shared/company/company.schemas';
import { maskPhone } from '@lyp/shared/common/fields';
import type { CompanyInfo } from '@lyp/shared/permission/permission.schemas';
import { useQuery } from '@tanstack/react-query';
import { formatFen } from '@lyp/shared/format/currency';
import { Button, Card, Col, Descriptions, Empty, Row, Space, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';
import { myCompanyAuthQuery } from '../api/company-certification';
import { homeCompanyFiguresQuery } from '../api/home-figures';

const dash = (value: string | null | undefined) => value || '—';
const CERTIFY_COMPANY = `${ROUTES.certify.path}?tab=company`;

type Status = CompanyInfo['certificationStatus'];
const STATUS_TAGS: Record<Status, { label: string; color?: string }> = {
  approved: { label: COMPANY_AUTH_STATUS_LABELS.approved, color: 'green' },
  submitted: { label: COMPANY_AUTH_STATUS_LABELS.submitted, color: 'blue' },
  rejected: { label: COMPANY_AUTH_STATUS_LABELS.rejected, color: 'red' },
  draft: { label: COMPANY_AUTH_STATUS_LABELS.draft },
  none: { label: '未认证' },
};

function CertificationTag({ status }: { status: Status }) {
  const tag = STATUS_TAGS[status];
  return <Tag color={tag.color}>{tag.label}</Tag>;
}

/** 企业信息 on the personal home: the company acted for, where its certification stands, its account. */
export function CompanyInfoCard() {
  const companyInfo = useSessionStore((state) => state.companyInfo);
  const subAccountInfo = useSessionStore((state) => state.subAccountInfo);
  const status = companyInfo?.certificationStatus ?? 'none';
  // A sub-account cannot certify: its company's main account does.
  const certifyLink = subAccountInfo ? null : (
    <Link to={CERTIFY_COMPANY}>
      {status === 'approved' || status === 'submitted' ? '查看认证' : '去认证'}
    </Link>
  );

  return (
    <Card title="企业信息" variant="borderless" className="lyp-fill" extra={companyInfo && certifyLink}>
      {companyInfo ? (
        <Space orientation="vertical" size={8} className="lyp-block">
          {subAccountInfo && (
            <Typography.Text>
              <Tag color="purple">子账号</Tag>所属企业 {subAccountInfo.companyName}
            </Typography.Text>
          )}
          <Descriptions column={1} size="small">
            <Descriptions.Item label="企业名称">
              <Space size={4} wrap>
                {companyInfo.companyName}
                <CertificationTag status={status} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{dash(companyInfo.companyCode)}</Descriptions.Item>
            <Descriptions.Item label="法定代表人">{dash(companyInfo.legalPerson)}</Descriptions.Item>
            <Descriptions.Item label="联系人">
              {dash(companyInfo.contactPerson)}{' '}
              {companyInfo.contactPhone ? maskPhone(companyInfo.contactPhone) : ''}
            </Descriptions.Item>
            <Descriptions.Item label="开户银行">{dash(companyInfo.bankName)}</Descriptions.Item>
            <Descriptions.Item label="银行账号">
              <Space size={4} wrap>
                {dash(companyInfo.bankNumber)}
                {companyInfo.bankChangePending && <Tag color="orange">变更审核中</Tag>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="地址">
              {dash(`${companyInfo.companyAddr ?? ''}${companyInfo.detailAddr ?? ''}`)}
            </Descriptions.Item>
          </Descriptions>
          <CompanyFigures />
        </Space>
      ) : (
        <PersonalApplication />
      )}
    </Card>
  );
}

/** The company's business at a glance: members, what it published and sold, money in and out. */
function CompanyFigures() {
  const figures = useQuery(homeCompanyFiguresQuery());
  const info = figures.data;
  if (!info) return null;
  return (
    <Row gutter={[12, 12]} className="lyp-company-figures">
      <Col xs={8} md={8}>
        <Statistic title="成员" value={info.members} suffix="人" />
      </Col>
      <Col xs={8} md={8}>
        <Statistic title="已发布公告" value={info.publishedBulletins} suffix="个" />
      </Col>
      <Col xs={8} md={8}>
        <Statistic title="成交标的" value={info.lotsSold} suffix="个" />
      </Col>
      {info.incomeFen !== null && (
        <Col xs={12} md={12}>
          <Statistic title="累计收入" value={formatFen(info.incomeFen)} />
        </Col>
      )}
      {info.spentFen !== null && (
        <Col xs={12} md={12}>
          <Statistic title="累计采购" value={formatFen(info.spentFen)} />
        </Col>
      )}
    </Row>
  );
}

/**
 * Acting personally there is no company to show, but perhaps an application for a new one:
 * where it stands, or the invitation to apply.
 */
function PersonalApplication() {
  const mine = useQuery(myCompanyAuthQuery());
  const auth = mine.data;
  if (auth)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当前为个人身份">
        <Typography.Paragraph>
          企业认证申请「{auth.companyName ?? '未填写企业名称'}」
          <CertificationTag status={auth.status} />
        </Typography.Paragraph>
        <Link to={CERTIFY_COMPANY}>
          <Button type="primary">
            {auth.status === 'approved' || auth.status === 'submitted' ? '查看认证' : '继续认证'}
          </Button>
        </Link>
      </Empty>
    );
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当前为个人身份，暂无企业信息">
      <Typography.Paragraph type="secondary">
        以企业名义发布竞价公告或参与竞价，须先完成企业认证。
      </Typography.Paragraph>
      <Link to={CERTIFY_COMPANY}>
        <Button type="primary">申请企业认证</Button>
      </Link>
    </Empty>
  );
}
