import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';

/** The 404 page, open to everyone. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="抱歉，您访问的页面不存在或已被移除，请检查地址是否正确。"
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => void navigate('/')}>
            返回首页
          </Button>
          <Button onClick={() => void navigate(-1)}>返回上一页</Button>
        </Space>
      }
    />
  );
}
