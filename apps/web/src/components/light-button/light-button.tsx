import './light-button.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** Two Chinese characters, which antd's Button spaces out (登录 → 登 录). */
const TWO_CHINESE_CHARS = /^[\u4e00-\u9fa5]{2}$/;

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'text';
  size?: 'middle' | 'large';
  htmlType?: 'button' | 'submit';
  icon?: ReactNode;
}

/**
 * antd's Button (primary, default and text; middle and large) drawn by hand, with its look in
 * light-button.css: the pages a visitor lands on first (the home page, the public header, the
 * upgrade and error notices) load none of antd's core for it.
 */
export function LightButton({
  type = 'default',
  size = 'middle',
  htmlType = 'button',
  icon,
  children,
  className,
  ...rest
}: LightButtonProps) {
  const classes = [
    'lyp-btn',
    `lyp-btn--${type}`,
    size === 'large' ? 'lyp-btn--lg' : null,
    icon && children === undefined ? 'lyp-btn--icon-only' : null,
    className,
  ];
  return (
    <button type={htmlType} className={classes.filter(Boolean).join(' ')} {...rest}>
      {icon ? <span className="lyp-btn__icon">{icon}</span> : null}
      {children === undefined ? null : (
        <span>
          {typeof children === 'string' && TWO_CHINESE_CHARS.test(children)
            ? children.split('').join(' ')
            : children}
        </span>
      )}
    </button>
  );
}
