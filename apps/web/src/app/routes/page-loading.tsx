import { lazy, Suspense } from 'react';

// antd's Spin (2.5 KB on the wire) is not part of the first script: a drawn page never shows
// this, and where it shows, the words are there at once and the spinner follows.
const Spin = lazy(() => import('antd/es/spin'));

/** What shows while the first page's code loads. */
export function PageLoading() {
  return (
    <div className="lyp-page-loading" role="status">
      <Suspense fallback={null}>
        <Spin size="large" />
      </Suspense>
      <span>加载中…</span>
    </div>
  );
}
