import { AuditOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { Steps, Typography } from 'antd';

const BENEFITS = [
  {
    icon: <AuditOutlined />,
    title: '发布竞价公告',
    text: '以企业名义委托拍卖、发布公告，须先通过企业认证。',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: '以企业身份竞价',
    text: '以企业名义缴纳保证金、出价、签订成交合同。',
  },
  {
    icon: <TeamOutlined />,
    title: '子账号协同',
    text: '为员工开设子账号，按需分配菜单与操作权限。',
  },
];

/** Where an application is in the three steps; a rejected one is back at the review, in red. */
function stepOf(auth: CompanyAuth | null): { current: number; status?: 'error' } {
  if (!auth || auth.status === 'draft') return { current: 0 };
  if (auth.status === 'submitted') return { current: 1 };
  if (auth.status === 'rejected') return { current: 1, status: 'error' };
  return { current: 2 };
}

/** Why a seller certifies the company, and the steps to it: told before the form asks for anything. */
export function CompanyIntro({ auth, personal }: { auth: CompanyAuth | null; personal: boolean }) {
  const step = stepOf(auth);
  return (
    <div className="lyp-company-intro">
      <ul className="lyp-company-intro__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <span className="lyp-company-intro__icon">{benefit.icon}</span>
            <div>
              <Typography.Text strong>{benefit.title}</Typography.Text>
              <Typography.Paragraph type="secondary">{benefit.text}</Typography.Paragraph>
            </div>
          </li>
        ))}
      </ul>
      {personal && (
        <Typography.Paragraph type="secondary" className="lyp-company-intro__note">
          您当前以个人身份申请：审核通过后，平台将为您创建该企业的组织并设为默认身份，您也可以随时在个人中心顶部切换回个人身份。
        </Typography.Paragraph>
      )}
      <Steps
        size="small"
        current={step.current}
        {...(step.status ? { status: step.status } : {})}
        items={[
          { title: '填写企业资料' },
          {
            title: '平台审核',
            description: step.status === 'error' ? '未通过，请修改后重新提交' : '1–3 个工作日',
          },
          { title: '认证完成' },
        ]}
      />
    </div>
  );
}
