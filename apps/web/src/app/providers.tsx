import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
// With Vite 8, `antd/locale/zh_CN` builds silently into English (a CommonJS interop bug).
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { FeedbackBridge } from '../components/feedback/feedback-bridge';
import { zhValidateMessages } from '../lib/form-messages';
import { queryClient } from '../lib/query-client';

dayjs.locale('zh-cn');

export const BRAND_COLOR = '#c41d1d';

/**
 * Someone who asked their system for less motion gets dialogs, drawers and menus that appear
 * at once. The browser tests ask for it too: a click on a dialog still zooming in can miss.
 */
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Chinese everywhere, the brand theme, the query cache; notices top-right for 4.5 s, toasts 3 s. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={zhCN}
        form={{ validateMessages: zhValidateMessages }}
        theme={{
          token: {
            colorPrimary: BRAND_COLOR,
            colorLink: BRAND_COLOR,
            borderRadius: 6,
            motion: !prefersReducedMotion,
          },
        }}
      >
        <AntApp message={{ duration: 3 }} notification={{ placement: 'topRight', top: 24, duration: 4.5 }}>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
