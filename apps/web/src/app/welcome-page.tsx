import { ApiOutlined, MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Space, Typography } from 'antd';

const API_DOCS_URL = '/lyp/api/docs';
const SMS_OUTBOX_URL = '/lyp/api/demo/sms-outbox/page';

/** The front page until the marketplace pages arrive: what is running and where to look. */
export function WelcomePage() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f7fa' }}>
      <Card style={{ maxWidth: 640, width: '100%' }}>
        <Result
          icon={<SafetyCertificateOutlined style={{ color: '#c41d1d' }} />}
          title="乐易拍在线竞价平台"
          subTitle="平台基础服务已启动：账号注册、登录、权限与数据字典接口可用，竞价页面正在建设中。"
          extra={
            <Space wrap>
              <Button type="primary" icon={<ApiOutlined />} href={API_DOCS_URL}>
                查看接口文档
              </Button>
              <Button icon={<MessageOutlined />} href={SMS_OUTBOX_URL}>
                演示短信收件箱
              </Button>
            </Space>
          }
        />
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
          演示账号：buyer（买受人）、seller（委托方）、auditor（审核员）、admin（管理员），密码均为 Demo@2026
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
