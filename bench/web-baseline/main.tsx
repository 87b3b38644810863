import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The smallest React page Vite builds: the baseline bench:web compares the product's pages with. */
function BaselinePage() {
  return (
    <main style={{ maxWidth: 960, margin: '48px auto', fontFamily: 'sans-serif' }}>
      <h1>在线竞价拍卖平台</h1>
      <p>买受人缴纳保证金后即可参与竞价，出价以服务器时间为准，成交后在线签署合同。</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BaselinePage />
  </StrictMode>,
);
