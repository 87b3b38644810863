import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { hardNavigate } from '../lib/navigation';

/** When a page throws or its code fails to load: a way out instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="warning"
      title="页面加载失败"
      subTitle="系统可能已升级，或网络不稳定。请刷新页面后重试。"
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新
        </Button>,
        <Button key="home" onClick={() => hardNavigate('/')}>
          返回首页
        </Button>,
      ]}
    />
  );
}
