import { ConfigProvider } from 'antd';
import useTypographyStyle from 'antd/es/typography/style';
import { createElement, useContext, type MouseEventHandler, type ReactNode } from 'react';

/**
 * antd's Typography.Title, Text, Paragraph and Link as they render without ellipsis, copying
 * or editing: the same elements, classes and styles. antd's Typography brings that machinery
 * (about 20 KB compressed) to every page that shows a heading; the public pages use these.
 */
function useTypographyClass(...extra: Array<string | false | undefined>): string {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [hashId, cssVarCls] = useTypographyStyle(prefixCls);
  return [
    prefixCls,
    direction === 'rtl' && `${prefixCls}-rtl`,
    ...extra.map((name) => (name && name.startsWith('-') ? `${prefixCls}${name}` : name)),
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(' ');
}

interface TypographyProps {
  className?: string;
  children?: ReactNode;
}

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

export function Title({ level = 1, className, children }: TypographyProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  return createElement(`h${level}`, { className: useTypographyClass(className) }, children);
}

export function Text({ type, className, children }: TypographyProps & { type?: TextType }) {
  return <span className={useTypographyClass(type && `-${type}`, className)}>{children}</span>;
}

export function Paragraph({ className, children }: TypographyProps) {
  return <div className={useTypographyClass(className)}>{children}</div>;
}

export function TextLink({
  className,
  children,
  onClick,
}: TypographyProps & { onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <a className={useTypographyClass('-link', className)} onClick={onClick}>
      {children}
    </a>
  );
}
