import { Suspense, useMemo, useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Spin, Tag } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FILTERABLE_CONTROLS,
  NUMERIC_CONTROLS,
  OPTION_CONTROLS,
  type CustomFilter,
  type FieldDef,
} from '@fieldline/domain';
import { lazyPart } from '../../shell/chunks';

// antd's date picker loads when a date field is picked, not with every list that offers these filters.
const FilterDatePicker = lazyPart(() => import('./FilterDatePicker').then((m) => m.FilterDatePicker));

interface Props {
  fields: FieldDef[];
  value: CustomFilter[];
  onChange(filters: CustomFilter[]): void;
}

type Draft = string | number | boolean | null;

/** How a field is filtered: options and yes/no and numbers and dates by equality, text by "contains". */
const opOf = (field: FieldDef): CustomFilter['op'] =>
  OPTION_CONTROLS.includes(field.type) ||
  NUMERIC_CONTROLS.includes(field.type) ||
  field.type === 'switch' ||
  field.type === 'calendarDate'
    ? 'eq'
    : 'contains';

/**
 * Filters of a list by custom fields: pick a filterable field, give a value, add; each active
 * filter shows as a tag that can be removed. The list sends them as `customFilters`.
 */
export function CustomFilterBar({ fields, value, onChange }: Props) {
  const { t } = useTranslation();
  const filterable = useMemo(
    () => fields.filter((f) => f.visible && FILTERABLE_CONTROLS.includes(f.type)),
    [fields],
  );
  const [fieldId, setFieldId] = useState<string>();
  const [draft, setDraft] = useState<Draft>(null);
  const field = filterable.find((f) => f.id === fieldId);
  if (!filterable.length) return null;

  const add = () => {
    if (!field || draft === null || draft === '') return;
    const next = value.filter((f) => f.fieldId !== field.id);
    onChange([...next, { fieldId: field.id, op: opOf(field), value: draft }]);
    setDraft(null);
  };
  const label = (f: CustomFilter) => {
    const def = filterable.find((x) => x.id === f.fieldId);
    const shown =
      typeof f.value === 'boolean'
        ? t(f.value ? 'components.customFilters.yes' : 'components.customFilters.no')
        : String(f.value);
    return `${def?.name ?? f.fieldId}${f.op === 'contains' ? ' ∋ ' : ' = '}${shown}`;
  };

  const valueControl = () => {
    if (!field)
      return <Input disabled style={{ width: 180 }} placeholder={t('components.customFilters.value')} />;
    const common = { style: { width: 180 }, placeholder: t('components.customFilters.value') };
    if (OPTION_CONTROLS.includes(field.type))
      return (
        <Select
          {...common}
          value={draft as string | null}
          onChange={setDraft}
          options={(field.props.options ?? []).map((o) => ({ value: o, label: o }))}
        />
      );
    if (field.type === 'switch')
      return (
        <Select
          {...common}
          value={draft as boolean | null}
          onChange={setDraft}
          options={[
            { value: true, label: t('components.customFilters.yes') },
            { value: false, label: t('components.customFilters.no') },
          ]}
        />
      );
    if (NUMERIC_CONTROLS.includes(field.type))
      return <InputNumber {...common} value={draft as number | null} onChange={(v) => setDraft(v)} />;
    if (field.type === 'calendarDate')
      return (
        <Suspense fallback={<Input {...common} disabled suffix={<Spin size="small" />} />}>
          <FilterDatePicker {...common} onChange={setDraft} />
        </Suspense>
      );
    return (
      <Input
        {...common}
        value={(draft as string | null) ?? ''}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={add}
      />
    );
  };

  return (
    <Space wrap data-testid="custom-filters">
      <Select
        style={{ width: 180 }}
        placeholder={t('components.customFilters.field')}
        value={fieldId}
        onChange={(id: string) => {
          setFieldId(id);
          setDraft(null);
        }}
        options={filterable.map((f) => ({ value: f.id, label: f.name }))}
        aria-label={t('components.customFilters.field')}
      />
      {valueControl()}
      <Button icon={<FilterOutlined />} onClick={add} disabled={!field || draft === null || draft === ''}>
        {t('components.customFilters.add')}
      </Button>
      {value.map((f) => (
        <Tag key={f.fieldId} closable onClose={() => onChange(value.filter((x) => x.fieldId !== f.fieldId))}>
          {label(f)}
        </Tag>
      ))}
    </Space>
  );
}
