import { Spin } from 'antd';

/** What shows while the first page's code loads. */
export function PageLoading() {
  return (
    <div className="lyp-page-loading" role="status">
      <Spin size="large" />
      <span>加载中…</span>
    </div>
  );
}
