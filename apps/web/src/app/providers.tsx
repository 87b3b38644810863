import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AppProps } from 'antd';
// antd's App would bring the message, notification and modal code into the first page: the
// providers give its context (loaded on demand by lib/feedback) instead.
import AppContext from 'antd/es/app/context';
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import {
  feedbackUnavailable,
  isFeedbackRequested,
  lazyFeedbackApi,
  loadFeedbackHostEarly,
  subscribeFeedbackRequest,
} from '../lib/feedback';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../stores/session-store';
import { UpgradeNotice } from './upgrade-notice';

export { prefersReducedMotion } from './reduced-motion';

/** Toasts 3 s; notices top-right for 4.5 s. */
const MESSAGE_CONFIG: AppProps['message'] = { duration: 3 };
const NOTIFICATION_CONFIG: AppProps['notification'] = { placement: 'topRight', top: 24, duration: 4.5 };

const FeedbackHost = lazy<ComponentType<Pick<AppProps, 'message' | 'notification'>>>(() =>
  Promise.all([import('../components/feedback/feedback-host'), import('./antd/antd-scope')]).then(
    ([host, scope]) => ({ default: scope.withAntdScope(host.FeedbackHost) }),
    () => {
      feedbackUnavailable();
      return { default: () => null };
    },
  ),
);

/**
 * The feedback holders, mounted before anything asks for them (see loadFeedbackHostEarly): a
 * save's toast never waits for their code. Also at the first message, notice or dialog asked
 * for before that.
 */
function LazyFeedbackHost() {
  const requested = useSyncExternalStore(subscribeFeedbackRequest, isFeedbackRequested, () => false);
  const signedIn = useSessionStore((state) => state.token !== null);
  useEffect(
    () => (requested ? undefined : loadFeedbackHostEarly({ whenIdle: signedIn })),
    [requested, signedIn],
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost message={MESSAGE_CONFIG} notification={NOTIFICATION_CONFIG} />
    </Suspense>
  );
}

/**
 * The query cache, antd's feedback context (its holders on demand) and a root with the theme's
 * font, colour and the CSS variables the app's own styles read (global.css's .lyp-app). antd's
 * providers (Chinese, the brand theme) come with the pages that use antd (app/antd/antd-scope):
 * a visitor's home page, drawn by hand, loads none of antd's core. The server's page drawing
 * gives each request its own query cache; the browser has one.
 */
export function AppProviders(props: { children: ReactNode; queryClient?: QueryClient }) {
  const { children, queryClient: client = queryClient } = props;
  return (
    <QueryClientProvider client={client}>
      <AppContext.Provider value={lazyFeedbackApi}>
        <div className="lyp-app">
          <LazyFeedbackHost />
          <UpgradeNotice />
          {children}
        </div>
      </AppContext.Provider>
    </QueryClientProvider>
  );
}
