import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, type AppProps, type ThemeConfig } from 'antd';
// antd's App would bring the message, notification and modal code into the first page: the
// providers give its context (loaded on demand by lib/feedback) and its styled root instead.
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
// With Vite 8, `antd/locale/zh_CN` builds silently into English (a CommonJS interop bug).
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import {
  lazy,
  Suspense,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  feedbackUnavailable,
  isFeedbackRequested,
  lazyFeedbackApi,
  loadFeedbackHostEarly,
  subscribeFeedbackRequest,
} from '../lib/feedback';
import { zhValidateMessages } from '../lib/form-messages';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../stores/session-store';
import { APP_THEME } from './theme';
import { UpgradeNotice } from './upgrade-notice';

dayjs.locale('zh-cn');

/**
 * Someone who asked their system for less motion gets dialogs, drawers and menus that appear
 * at once. The browser tests ask for it too: a click on a dialog still zooming in can miss.
 * (antd wraps the whole tree in one more provider when motion is off, so a page drawn on the
 * server, with motion, is drawn afresh rather than taken over for them: see main.tsx.)
 */
export const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The brand theme (theme.ts), with antd's motion off for those who asked for less. */
const THEME: ThemeConfig = { ...APP_THEME, token: { ...APP_THEME.token, motion: !prefersReducedMotion } };

/** Toasts 3 s; notices top-right for 4.5 s. */
const MESSAGE_CONFIG: AppProps['message'] = { duration: 3 };
const NOTIFICATION_CONFIG: AppProps['notification'] = { placement: 'topRight', top: 24, duration: 4.5 };

const FeedbackHost = lazy<ComponentType<Pick<AppProps, 'message' | 'notification'>>>(() =>
  import('../components/feedback/feedback-host').then(
    (module) => ({ default: module.FeedbackHost }),
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

/** What antd's App renders: its context (useFeedback) and a root with the theme's font and colour. */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return (
    <AppContext.Provider value={lazyFeedbackApi}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        <LazyFeedbackHost />
        <UpgradeNotice />
        {children}
      </div>
    </AppContext.Provider>
  );
}

/**
 * Chinese everywhere, the brand theme, the query cache, and antd's feedback on demand. The
 * server's page drawing gives each request its own query cache; the browser has one.
 */
export function AppProviders(props: { children: ReactNode; queryClient?: QueryClient }) {
  const { children, queryClient: client = queryClient } = props;
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} form={{ validateMessages: zhValidateMessages }} theme={THEME}>
        <AppRoot>{children}</AppRoot>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
