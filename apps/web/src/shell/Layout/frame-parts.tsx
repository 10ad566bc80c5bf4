import { Fragment, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './frame-parts.css';

/*
 * Pieces of the signed-in frame drawn with antd's own class names, so antd's stylesheet (loaded with the
 * frame, shell/AntdProviders.tsx) gives them antd's look, without loading the antd components themselves:
 * no page needs Breadcrumb or Avatar, and few need Segmented, Badge or Alert (issue 20: what signing in
 * adds to the sign-in page ≤ 250 KB). The markup is antd 6's for the props the frame used; `fl-part` gives
 * them the component variables antd would register on rendering them (frame-parts.css).
 */

/** antd's Breadcrumb: the items with a `/` between them. */
export function Crumbs({
  items,
  ...rest
}: {
  items: { key: string; title: ReactNode }[];
  'data-testid'?: string;
}) {
  return (
    <nav className="ant-breadcrumb fl-part" {...rest}>
      <ol>
        {items.map((item, i) => (
          <Fragment key={item.key}>
            <li className="ant-breadcrumb-item">
              <span className="ant-breadcrumb-link">{item.title}</span>
            </li>
            {i < items.length - 1 && (
              <li className="ant-breadcrumb-separator" aria-hidden="true">
                /
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

/**
 * antd's Segmented (a radio group: arrows move the choice, as there). The sliding thumb antd animates
 * between two choices is left out: the chosen item is drawn at once.
 */
export function SegmentedChoice<T extends string>({
  value,
  options,
  onChange,
  ...rest
}: {
  value: T;
  options: { value: T; label: string }[];
  onChange(value: T): void;
  'data-testid'?: string;
}) {
  const name = useId();
  const [focused, setFocused] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const step = (event: KeyboardEvent, offset: number) => {
    event.preventDefault();
    const at = options.findIndex((option) => option.value === value);
    const next = options[(at + offset + options.length) % options.length];
    if (next && next.value !== value) onChange(next.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') step(event, -1);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') step(event, 1);
  };
  return (
    <div
      role="radiogroup"
      aria-label="segmented control"
      tabIndex={0}
      aria-orientation="horizontal"
      className="ant-segmented fl-part"
      {...rest}
    >
      <div className="ant-segmented-group">
        {options.map((option) => {
          const checked = option.value === value;
          const classes = [
            'ant-segmented-item',
            checked && 'ant-segmented-item-selected ant-segmented-item-selected-text',
            checked && focused && keyboard && 'ant-segmented-item-focused',
          ];
          return (
            <label
              key={option.value}
              className={classes.filter(Boolean).join(' ')}
              onMouseDown={() => setKeyboard(false)}
            >
              <input
                name={name}
                className="ant-segmented-item-input"
                type="radio"
                checked={checked}
                onChange={() => onChange(option.value)}
                onFocus={() => setFocused(true)}
                onBlur={() => setFocused(false)}
                onKeyDown={onKeyDown}
                onKeyUp={(event) => event.key === 'Tab' && setKeyboard(true)}
              />
              <div className="ant-segmented-item-label" title={option.label}>
                {option.label}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** antd's small round Avatar with an icon. */
export function IconAvatar({ icon, background }: { icon: ReactNode; background: string }) {
  return (
    <span
      className="ant-avatar ant-avatar-sm ant-avatar-circle ant-avatar-icon fl-part"
      style={{ background }}
    >
      {icon}
    </span>
  );
}

/** antd's small count Badge (`size="small"`, `overflowCount`), without the digits' roll when the count changes. */
export function CountBadge({
  count,
  overflowCount = 99,
  ...rest
}: {
  count: number;
  overflowCount?: number;
  'data-testid'?: string;
}) {
  if (count <= 0) return null;
  const shown = count > overflowCount ? `${overflowCount}+` : String(count);
  const classes = ['ant-scroll-number', 'ant-badge-count', 'ant-badge-count-sm'];
  if (shown.length > 1) classes.push('ant-badge-multiple-words');
  return (
    <span className="ant-badge ant-badge-not-a-wrapper fl-part" {...rest}>
      <sup data-show="true" className={classes.join(' ')} title={String(count)}>
        {count > overflowCount ? (
          shown
        ) : (
          <bdi>
            {shown.split('').map((digit, i) => (
              <span key={shown.length - i} className="ant-scroll-number-only">
                <span className="ant-scroll-number-only-unit current">{digit}</span>
              </span>
            ))}
          </bdi>
        )}
      </sup>
    </span>
  );
}

/** antd's Badge around an icon with a red dot while `dot` holds. */
export function DotBadge({ dot, children }: { dot: boolean; children: ReactNode }) {
  return (
    <span className="ant-badge fl-part">
      {children}
      {dot && <sup data-show="true" className="ant-scroll-number ant-badge-dot" />}
    </span>
  );
}

/** antd's warning Alert as a banner, with its icon. */
export function WarningBanner({
  icon,
  title,
  style,
  ...rest
}: {
  icon: ReactNode;
  title: ReactNode;
  style?: React.CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <div
      data-show="true"
      className="ant-alert ant-alert-warning ant-alert-outlined ant-alert-banner fl-part"
      role="alert"
      style={style}
      {...rest}
    >
      <span className="ant-alert-icon">{icon}</span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
      </div>
    </div>
  );
}
