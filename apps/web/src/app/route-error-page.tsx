import { WarningFilled } from '@ant-design/icons';
import { useRouteError } from 'react-router';
import { LightButton } from '../components/light-button/light-button';
import { hardNavigate } from '../lib/navigation';

/**
 * When a page throws or its code fails to load: a way out instead of a blank screen. Plain
 * markup on purpose: it must show even when further chunks cannot be loaded.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="lyp-error-page" role="alert">
      <WarningFilled className="lyp-error-page__icon" />
      <h1>页面加载失败</h1>
      <p>系统可能已升级，或网络不稳定。请刷新页面后重试。</p>
      <div className="lyp-error-page__actions">
        <LightButton type="primary" onClick={() => window.location.reload()}>
          刷新
        </LightButton>
        <LightButton onClick={() => hardNavigate('/')}>返回首页</LightButton>
      </div>
    </div>
  );
}
