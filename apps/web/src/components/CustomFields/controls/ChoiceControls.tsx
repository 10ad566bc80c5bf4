import { Cascader, Checkbox, Radio, Select } from 'antd';
import type { CascadeOption } from '@fieldline/domain';
import type { ControlProps } from './types';

const optionsOf = (p: Pick<ControlProps<unknown>, 'field'>) =>
  (p.field.props.options ?? []).map((o) => ({ value: o, label: o }));

export function RadioControl(p: ControlProps<string>) {
  return (
    <Radio.Group
      id={p.id}
      value={p.value}
      disabled={p.disabled}
      options={optionsOf(p)}
      onChange={(e) => p.onChange?.(e.target.value as string)}
    />
  );
}

export function CheckboxControl(p: ControlProps<string[]>) {
  return (
    <Checkbox.Group
      value={p.value ?? []}
      disabled={p.disabled}
      options={optionsOf(p)}
      onChange={(v) => p.onChange?.(v.length ? (v as string[]) : undefined)}
    />
  );
}

export function SelectControl(p: ControlProps<string>) {
  return (
    <Select
      id={p.id}
      allowClear
      showSearch
      value={p.value}
      disabled={p.disabled}
      options={optionsOf(p)}
      placeholder={p.field.props.placeholder}
      onChange={(v: string | undefined) => p.onChange?.(v ?? undefined)}
    />
  );
}

interface CascaderNode {
  value: string;
  label: string;
  children?: CascaderNode[];
}
/** The designer's tree as antd Cascader options: each level's label is also its value. */
export const cascaderOptions = (nodes: CascadeOption[] | undefined): CascaderNode[] =>
  (nodes ?? []).map((n) => ({
    value: n.label,
    label: n.label,
    children: n.children?.length ? cascaderOptions(n.children) : undefined,
  }));

/** Up to three levels (the designer's tree); the value is the path of labels. */
export function CascadeControl(p: ControlProps<string[]>) {
  return (
    <Cascader
      id={p.id}
      value={p.value}
      disabled={p.disabled}
      options={cascaderOptions(p.field.props.tree)}
      placeholder={p.field.props.placeholder}
      onChange={(v) => p.onChange?.(v?.length ? (v as string[]) : undefined)}
    />
  );
}
