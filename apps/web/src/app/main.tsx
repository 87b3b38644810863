import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { AppProviders } from './providers';
import { WelcomePage } from './welcome-page';

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <WelcomePage />
    </AppProviders>
  </StrictMode>,
);
