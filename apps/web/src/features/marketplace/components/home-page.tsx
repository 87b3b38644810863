import {
  FieldTimeOutlined,
  FileProtectOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';

const HIGHLIGHTS = [
  {
    icon: <SafetyCertificateOutlined />,
    title: '实名认证',
    text: '个人与企业认证均经人工审核，交易双方身份真实可信。',
  },
  {
    icon: <ThunderboltOutlined />,
    title: '实时出价',
    text: '出价即时推送到每位竞买人，支持设置最高价由系统代理出价。',
  },
  {
    icon: <FieldTimeOutlined />,
    title: '延时竞价',
    text: '结束前 5 分钟内出价自动顺延，杜绝最后一秒“秒杀”。',
  },
  {
    icon: <FileProtectOutlined />,
    title: '成交保障',
    text: '保证金托管，成交确认书与三方合同在线生成，未成交保证金即时释放。',
  },
];

const STEPS = ['注册账号', '实名认证', '缴纳保证金', '参与竞价', '成交付款', '提货结算'];

/** The home page until the live auction hall arrives: what the platform is and how to start. */
export function HomePage() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== null);
  // Certification needs an account: visitors sign in first and come back to it.
  const certify = () =>
    void navigate(signedIn ? ROUTES.certify.path : ROUTES.login.path, {
      state: { from: ROUTES.certify.path },
    });
  return (
    <>
      <section className="lyp-hero">
        <div className="lyp-container">
          <Typography.Title level={1}>公开透明的在线竞价平台</Typography.Title>
          <Typography.Paragraph className="lyp-hero__lead">
            废旧物资、二手设备、机动车与房产土地，一站式发布、竞价与成交。
          </Typography.Paragraph>
          <Space wrap size="middle">
            <Button type="primary" size="large" onClick={() => void navigate(ROUTES.moreBid.path)}>
              浏览竞价
            </Button>
            <Button size="large" ghost onClick={certify}>
              立即认证
            </Button>
          </Space>
        </div>
      </section>
      <div className="lyp-container lyp-page">
        <Alert
          type="info"
          showIcon
          title="竞价大厅即将开放"
          description="首批竞价公告正在审核中，上线后将在首页展示正在竞价与即将开始的标的。现在注册并完成认证，开拍时即可参与。"
        />
        <Row gutter={[16, 16]} className="lyp-highlights">
          {HIGHLIGHTS.map((item) => (
            <Col xs={24} sm={12} lg={6} key={item.title}>
              <Card variant="borderless" className="lyp-fill">
                <div className="lyp-highlight__icon">{item.icon}</div>
                <Typography.Title level={5}>{item.title}</Typography.Title>
                <Typography.Paragraph type="secondary">{item.text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
        <Card title="竞买流程" variant="borderless">
          <ol className="lyp-steps">
            {STEPS.map((step, index) => (
              <li key={step}>
                <span className="lyp-steps__number">{index + 1}</span>
                {step}
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}
