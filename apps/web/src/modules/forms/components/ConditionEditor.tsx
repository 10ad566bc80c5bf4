import { Button, Flex, Radio, Select, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FIELD_OPTIONS_MAX,
  OPTION_CONTROLS,
  type CascadeOption,
  type ControlType,
  type FieldCondition,
} from '@fieldline/domain';
import type { DesignerField } from '../designer/state';

/** Fields whose value a condition can compare (its value reads as one or more strings). */
export const CONDITION_SOURCES: readonly ControlType[] = [
  ...OPTION_CONTROLS,
  'switch',
  'multistage',
  'text',
  'number',
  'expenses_number',
  'commentStar',
  'scanner',
  'call',
  'calendarDate',
  'calendarTime',
  'calendarDatetime',
];

const treeLabels = (nodes: CascadeOption[] | undefined): string[] =>
  (nodes ?? []).flatMap((n) => [n.label, ...treeLabels(n.children)]);

interface Props {
  value: FieldCondition | null | undefined;
  self: DesignerField;
  fields: DesignerField[];
  onChange(condition: FieldCondition | null): void;
}

/** Show or require this field only while another field has one of the chosen values. */
export function ConditionEditor({ value, self, fields, onChange }: Props) {
  const { t } = useTranslation();
  const sources = fields.filter((f) => f.key !== self.key && CONDITION_SOURCES.includes(f.type));
  if (!value)
    return (
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={!sources.length}
        onClick={() => onChange({ field: sources[0]!.code, values: [], effect: 'show' })}
        data-testid="add-condition"
      >
        {sources.length ? t('forms.props.addCondition') : t('forms.props.noConditionSources')}
      </Button>
    );

  const source = fields.find((f) => f.code === value.field);
  const choices =
    source?.type === 'switch'
      ? [
          { value: 'true', label: t('forms.values.yes') },
          { value: 'false', label: t('forms.values.no') },
        ]
      : source && OPTION_CONTROLS.includes(source.type)
        ? (source.props.options ?? []).map((o) => ({ value: o, label: o }))
        : source?.type === 'multistage'
          ? [...new Set(treeLabels(source.props.tree))].map((o) => ({ value: o, label: o }))
          : [];
  const free = !source || !(source.type === 'switch' || OPTION_CONTROLS.includes(source.type));

  return (
    <Flex vertical gap={8} data-testid="condition-editor">
      <Select
        value={value.field}
        status={source ? undefined : 'error'}
        options={sources.map((f) => ({ value: f.code, label: f.name }))}
        onChange={(field: string) => onChange({ ...value, field, values: [] })}
        aria-label={t('forms.props.conditionField')}
      />
      <Select
        mode={free ? 'tags' : 'multiple'}
        value={value.values}
        options={choices}
        maxCount={FIELD_OPTIONS_MAX}
        placeholder={t('forms.props.conditionAnyValue')}
        onChange={(values: string[]) => onChange({ ...value, values })}
        aria-label={t('forms.props.conditionValues')}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {value.values.length ? t('forms.props.conditionOneOf') : t('forms.props.conditionAnyHint')}
      </Typography.Text>
      <Radio.Group
        value={value.effect}
        onChange={(e) => onChange({ ...value, effect: e.target.value as FieldCondition['effect'] })}
        options={[
          { value: 'show', label: t('forms.props.effectShow') },
          { value: 'require', label: t('forms.props.effectRequire') },
        ]}
      />
      <Button size="small" danger onClick={() => onChange(null)} style={{ alignSelf: 'flex-start' }}>
        {t('forms.props.removeCondition')}
      </Button>
    </Flex>
  );
}
