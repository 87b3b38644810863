import { Card, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../stores/session-store';
import { PersonalCertification } from './personal-certification';
import '../styles/certify.css';

// Its own chunk: the account feature's other pages (登录, 注册) need none of the company form.
const CompanyCertification = lazy(() =>
  import('./company/company-certification').then((module) => ({ default: module.CompanyCertification })),
);

// 竞买人资质 too: the licences are the organisation's papers, sent and reviewed like the rest.
const QualificationsPanel = lazy(() =>
  import('./qualifications/qualifications-panel').then((module) => ({ default: module.QualificationsPanel })),
);

type Tab = 'personal' | 'company' | 'qualification';
const TABS: readonly string[] = ['personal', 'company', 'qualification'];

/**
 * 立即认证: 个人实名认证 (to bid as oneself), 企业认证 (to publish, or bid as a company) and
 * 竞买人资质 (licences some lots require).
 * Opens on the company tab for someone acting for a company, or when a link asks (?tab=company);
 * the tab chosen goes into the URL, so Back and shared links keep it.
 */
export function CertifyPage() {
  const [params, setParams] = useSearchParams();
  const actingForCompany = useSessionStore(
    (state) => state.org.find((entry) => entry.isCurrent)?.orgType === 'company',
  );
  const asked = params.get('tab');
  const tab: Tab =
    asked !== null && TABS.includes(asked) ? (asked as Tab) : actingForCompany ? 'company' : 'personal';

  return (
    <div className="lyp-container lyp-page lyp-certify">
      <div>
        <Typography.Title level={2}>立即认证</Typography.Title>
        <Typography.Paragraph type="secondary" className="lyp-certify__lead">
          个人参与竞价须完成实名认证；以企业名义发布竞价公告或参与竞价，须完成企业认证；部分标的还要求竞买人资质。
        </Typography.Paragraph>
      </div>
      <Card variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            { key: 'personal', label: '个人实名认证', children: <PersonalCertification /> },
            {
              key: 'company',
              label: '企业认证',
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <CompanyCertification />
                </Suspense>
              ),
            },
            {
              key: 'qualification',
              label: '竞买人资质',
              children: (
                <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                  <QualificationsPanel />
                </Suspense>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
