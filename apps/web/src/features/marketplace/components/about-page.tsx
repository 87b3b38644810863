import '../styles/about.css';
import { Card, Col, Row, Steps, Typography } from 'antd';

const GUARANTEES = [
  { title: '身份真实', text: '个人与企业均须实名认证并经人工审核，竞买人之间以代号相称，保护隐私。' },
  { title: '资金托管', text: '保证金与货款进入平台监管账户，未成交保证金竞价结束即释放，24 小时内退还。' },
  { title: '过程公开', text: '出价实时推送给所有竞买人，结束前 5 分钟内出价自动延时，全程留痕可追溯。' },
  { title: '在线签约', text: '成交后自动生成成交确认书，买受人、委托方与平台三方合同在线签署。' },
];

/** 关于我们: who runs the platform, how a sale works, and how to reach us. */
export function AboutPage() {
  return (
    <div className="lyp-container lyp-page lyp-about">
      <Typography.Title level={2}>关于我们</Typography.Title>
      <Card variant="borderless">
        <Typography.Paragraph>
          乐易拍是面向企业与个人的在线竞价交易平台，服务废旧物资、二手设备、机动车与房产土地等资产的公开处置。
          委托方在平台发布竞价公告，经平台审核后公开竞价；竞买人实名认证、缴纳保证金后即可在线出价，价高者得。
        </Typography.Paragraph>
        <Typography.Paragraph>
          平台坚持公开、公平、公正的原则，所有规则事先公示：起拍价、加价幅度、保证金与付款期限在公告中载明，
          成交结果、成交价与竞价记录对全部参与者可见。
        </Typography.Paragraph>
      </Card>
      <Typography.Title level={3} className="lyp-about__heading">
        交易保障
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {GUARANTEES.map((item) => (
          <Col xs={24} sm={12} lg={6} key={item.title}>
            <Card variant="borderless" className="lyp-fill">
              <Typography.Title level={5}>{item.title}</Typography.Title>
              <Typography.Paragraph type="secondary">{item.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={3} className="lyp-about__heading">
        竞买流程
      </Typography.Title>
      <Card variant="borderless">
        <Steps
          responsive
          current={-1}
          items={[
            { title: '注册认证', description: '手机号注册，提交个人或企业认证' },
            { title: '缴纳保证金', description: '向平台监管账户转账并上传凭证' },
            { title: '参与竞价', description: '手动出价或设置最高价代理出价' },
            { title: '成交付款', description: '72 小时内支付货款（扣除保证金）' },
            { title: '提货结算', description: '凭提货单提货，平台与委托方结算' },
          ]}
        />
      </Card>
      <Typography.Title level={3} className="lyp-about__heading">
        联系我们
      </Typography.Title>
      <Card variant="borderless">
        <Typography.Paragraph>客服热线：400-820-1234（工作日 9:00–18:00）</Typography.Paragraph>
        <Typography.Paragraph>电子邮箱：service@leyipai.example</Typography.Paragraph>
        <Typography.Paragraph>地址：江苏省南京市建邺区江东中路 100 号</Typography.Paragraph>
      </Card>
    </div>
  );
}
