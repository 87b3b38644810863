import { ConfigProvider, type ThemeConfig } from 'antd';
import useAppStyle from 'antd/es/app/style';
// With Vite 8, `antd/locale/zh_CN` builds silently into English (a CommonJS interop bug).
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { zhValidateMessages } from '../../lib/form-messages';
import { prefersReducedMotion } from '../reduced-motion';
import { APP_THEME } from '../theme';
import { InAntdScope } from './antd-scope-context';

dayjs.locale('zh-cn');

/** The brand theme (theme.ts), with antd's motion off for those who asked for less. */
const THEME: ThemeConfig = { ...APP_THEME, token: { ...APP_THEME.token, motion: !prefersReducedMotion } };

/** What antd's App renders: a root with the theme's font and colour (and its CSS variables). */
function AppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * antd's providers: Chinese, the brand theme, form messages in Chinese. Loaded with the first
 * page, dialog or panel that uses antd (see withAntdScope), so a visitor's home page, drawn
 * by hand, loads none of antd's core; a page inside a shell that brought them adds none.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  if (useContext(InAntdScope)) return children;
  return (
    <ConfigProvider locale={zhCN} form={{ validateMessages: zhValidateMessages }} theme={THEME}>
      <InAntdScope.Provider value>
        <AppRoot>{children}</AppRoot>
      </InAntdScope.Provider>
    </ConfigProvider>
  );
}

/** A component inside antd's providers. */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `WithAntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
