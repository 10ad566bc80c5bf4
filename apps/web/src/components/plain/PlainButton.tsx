import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'text';
  size?: 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner and ignores clicks, as antd's `loading`. */
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * antd puts a space between two Chinese characters on a button without an icon that is not a text button
 * (登录 → 登 录); so does this one.
 */
const TWO_CJK = /^[\u4E00-\u9FA5]{2}$/;
const spaced = (children: ReactNode) =>
  typeof children === 'string' && TWO_CJK.test(children) ? `${children[0]} ${children[1]}` : children;

/** antd's Button, look and behaviour, without antd (components/plain/plain.css). */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  block,
  loading,
  icon,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: Props) {
  const classes = [
    'fl-btn',
    variant !== 'default' && `fl-btn-${variant}`,
    size === 'large' && 'fl-btn-large',
    block && 'fl-btn-block',
    loading && 'fl-btn-loading',
    className,
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className="fl-btn-spinner" aria-hidden="true" /> : icon}
      {children !== undefined && <span>{icon || variant === 'text' ? children : spaced(children)}</span>}
    </button>
  );
}
