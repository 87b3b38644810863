import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// antd's Result (with its pictures) is for pages that failed: its code loads only then.
const LazyPageProblem = lazy(() =>
  import('./page-problem').then((module) => ({ default: module.PageProblem })),
);

/**
 * A page whose record is missing or cannot be shown: what happened, and where to go instead
 * (see page-problem.tsx). Until its code arrives, the page still looks as if it were loading.
 */
export function PageProblem(props: ComponentProps<typeof LazyPageProblem>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyPageProblem {...props} />
    </Suspense>
  );
}

/** While a page's record loads. */
export function PageLoading({ rows = 10 }: { rows?: number }) {
  return (
    <div className="lyp-container lyp-page">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}
