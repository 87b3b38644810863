import { FeaturePlaceholder } from '../../components/feedback/feature-placeholder';
import { ROUTES } from '../../config/paths';
import { useLocation } from 'react-router';
import { PLACEHOLDER_DESCRIPTIONS } from './placeholder-descriptions';
import { useRouteHandle } from './route-handle';

/** A route whose page a later release builds: a finished-looking notice naming the feature. */
export function PlaceholderPage() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const inCenter = handle?.area === 'personal-center';
  return (
    <div className={inCenter ? undefined : 'lyp-container lyp-page'}>
      <FeaturePlaceholder
        title={handle?.title ?? '该页面'}
        description={PLACEHOLDER_DESCRIPTIONS[pathname] ?? '该功能正在建设中，敬请期待。'}
        backTo={
          inCenter
            ? { path: ROUTES.personalHome.path, label: '返回个人首页' }
            : { path: ROUTES.home.path, label: '返回首页' }
        }
      />
    </div>
  );
}
