/**
 * What shows while the first page's code loads. antd's Spin (large) drawn by hand (its look in
 * global.css): a page drawn in the browser (a signed-in user's, or for someone who asked for
 * less motion) shows this first, and antd's Spin would bring antd's core with it.
 */
export function PageLoading() {
  return (
    <div className="lyp-page-loading" role="status">
      <span className="lyp-spin" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span>加载中…</span>
    </div>
  );
}
