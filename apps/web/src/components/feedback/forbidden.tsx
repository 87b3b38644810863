import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../config/paths';

/** The 403 page: a screen the signed-in user lacks the permission for. */
export function Forbidden() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="抱歉，您没有访问此页面的权限，如需使用请联系管理员。"
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => void navigate(ROUTES.personalHome.path)}>
            返回个人首页
          </Button>
          <Button onClick={() => void navigate(-1)}>返回上一页</Button>
        </Space>
      }
    />
  );
}
