import { Input, InputNumber, Rate, Switch } from 'antd';
import { LinkOutlined, PhoneOutlined } from '@ant-design/icons';
import {
  HYPERLINK_MAX,
  SCANNER_VALUE_MAX,
  STARS_MAX,
  TEXTAREA_VALUE_MAX,
  TEXT_VALUE_MAX,
} from '@fieldline/domain';
import { ScanInput } from '../../ScanInput/ScanInput';
import { fromNumberInput, fromStars, toStars } from '../values';
import type { ControlProps } from './types';

const text = (v: string) => (v === '' ? undefined : v);
const placeholderOf = (p: Pick<ControlProps<unknown>, 'field'>) => p.field.props.placeholder;

export function TextControl(p: ControlProps<string>) {
  return (
    <Input
      id={p.id}
      value={p.value}
      disabled={p.disabled}
      maxLength={TEXT_VALUE_MAX}
      showCount
      placeholder={placeholderOf(p)}
      onChange={(e) => p.onChange?.(text(e.target.value))}
    />
  );
}

export function TextareaControl(p: ControlProps<string>) {
  return (
    <Input.TextArea
      id={p.id}
      value={p.value}
      disabled={p.disabled}
      maxLength={TEXTAREA_VALUE_MAX}
      showCount
      autoSize={{ minRows: 3, maxRows: 8 }}
      placeholder={placeholderOf(p)}
      onChange={(e) => p.onChange?.(text(e.target.value))}
    />
  );
}

export function HyperlinkControl(p: ControlProps<string>) {
  return (
    <Input
      id={p.id}
      type="url"
      prefix={<LinkOutlined />}
      value={p.value}
      disabled={p.disabled}
      maxLength={HYPERLINK_MAX}
      showCount
      placeholder={placeholderOf(p) ?? 'https://'}
      onChange={(e) => p.onChange?.(text(e.target.value))}
    />
  );
}

export function CallControl(p: ControlProps<string>) {
  return (
    <Input
      id={p.id}
      type="tel"
      prefix={<PhoneOutlined />}
      value={p.value}
      disabled={p.disabled}
      maxLength={20}
      placeholder={placeholderOf(p)}
      onChange={(e) => p.onChange?.(text(e.target.value))}
    />
  );
}

/** A scan gun's complete scan replaces the value; typing edits it as usual. */
export function ScannerControl(p: ControlProps<string>) {
  return (
    <ScanInput
      id={p.id}
      value={p.value}
      disabled={p.disabled}
      maxLength={SCANNER_VALUE_MAX}
      placeholder={placeholderOf(p)}
      onChange={(e) => p.onChange?.(text(e.target.value))}
      onScan={(scanned) => p.onChange?.(scanned)}
    />
  );
}

/** Numbers and amounts stay decimal strings end to end (stringMode): no binary floats. */
export function NumberControl(p: ControlProps<string> & { amount?: boolean }) {
  return (
    <InputNumber<string>
      id={p.id}
      stringMode
      style={{ width: '100%' }}
      min={p.amount ? '0' : undefined}
      value={p.value}
      disabled={p.disabled}
      placeholder={placeholderOf(p)}
      onChange={(v) => p.onChange?.(fromNumberInput(v))}
    />
  );
}

export function SwitchControl(p: ControlProps<boolean>) {
  return (
    <Switch id={p.id} checked={p.value === true} disabled={p.disabled} onChange={(on) => p.onChange?.(on)} />
  );
}

export function StarControl(p: ControlProps<string>) {
  return (
    <Rate
      id={p.id}
      count={p.field.props.maxStars ?? STARS_MAX}
      value={toStars(p.value)}
      disabled={p.disabled}
      onChange={(n) => p.onChange?.(fromStars(n))}
    />
  );
}
