import { App as AntApp, ConfigProvider } from 'antd';
// With Vite 8, `antd/locale/zh_CN` builds silently into English (a CommonJS interop bug).
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';

dayjs.locale('zh-cn');

export const BRAND_COLOR = '#c41d1d';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: BRAND_COLOR, borderRadius: 6 } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
