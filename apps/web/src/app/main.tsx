import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { clearLoginInfo } from '../stores/clear-login-info';
import { useSessionStore, watchSessionInOtherTabs } from '../stores/session-store';
import './global.css';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// Requests carry the stored token; a 401 or 403 means the stored user info is no longer good.
configureApiClient({
  getToken: () => useSessionStore.getState().token,
  onAuthFailure: () => clearLoginInfo(),
});

// A sign-in, sign-out or user switch in another tab makes this tab's session stale.
watchSessionInOtherTabs(() => window.location.reload());

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
