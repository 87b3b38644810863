import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startFromDrawingClock } from '../features/marketplace';
import { changePasswordPath } from '../features/account/session';
import { configureApiClient } from '../lib/api-client';
import { hardNavigate } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { firstPicturesPainted } from '../ssr/first-pictures';
import { readSsrPayload } from '../ssr/ssr-payload';
import { clearLoginInfo } from '../stores/clear-login-info';
import { useSessionStore, watchSessionInOtherTabs } from '../stores/session-store';
import { keepSignedInCookie } from '../stores/signed-in-cookie';
import './global.css';
import { AppProviders, prefersReducedMotion } from './providers';
import { createAppRouter, createHydratingRouter } from './router';

// Requests carry the stored token; a 401 or 403 means the stored user info is no longer good.
// A temporary password's sign-in is good for one thing only: replacing it.
configureApiClient({
  getToken: () => useSessionStore.getState().token,
  onAuthFailure: (_status, error) => {
    if (error !== 'PASSWORD_CHANGE_REQUIRED') return clearLoginInfo();
    const account = useSessionStore.getState().userInfo?.phone ?? '';
    clearLoginInfo({ reload: false });
    hardNavigate(changePasswordPath(account, 'admin_reset'));
  },
});

// A sign-in, sign-out or user switch in another tab makes this tab's session stale.
watchSessionInOtherTabs(() => window.location.reload());
keepSignedInCookie();

const container = document.getElementById('root');
if (!container) throw new Error('页面缺少 #root 容器');

type AppRouter = ReturnType<typeof createAppRouter>;
const app = (router: AppRouter) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The server draws the home and lot pages as a visitor sees them, with motion (ssr/render-page.tsx):
// a visitor's browser takes that markup over. A signed-in user's page differs (the header, the
// bid panel; the server is told by a cookie and rarely draws it), and so does one drawn without
// motion: those are drawn afresh over it.
const drawn =
  useSessionStore.getState().token === null && !prefersReducedMotion ? readSsrPayload(document) : null;
if (drawn) {
  hydrate(queryClient, drawn.queries);
  startFromDrawingClock(drawn.drawnAt);
  // Not awaited at the top level: the pages' chunks import from this one, which must finish first.
  // The page's first pictures paint before hydration takes the main thread.
  void Promise.all([createHydratingRouter(drawn.loaderData), firstPicturesPainted(document)]).then(
    ([router]) => hydrateRoot(container, app(router)),
  );
} else {
  createRoot(container).render(app(createAppRouter()));
}
