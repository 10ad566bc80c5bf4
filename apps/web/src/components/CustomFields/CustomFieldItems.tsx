import { useMemo } from 'react';
import { Form, Input, Typography } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import type { FieldDef } from '@fieldline/domain';
import { calculatorValues, customFieldRules, fieldStates } from './evaluate';
import { FieldControl } from './FieldControl';
import { CUSTOM_VALUES_NAME, type NamePrefix } from './issues';
import { useLocale } from '../../shell/useLocale';

export interface CustomFieldItemsProps {
  /** The record's fields in display order (a template's field set). */
  fields: FieldDef[];
  /** Where the form keeps the values, keyed by field id; `['customValues']` unless told. */
  name?: NamePrefix;
  disabled?: boolean;
  /** Fields the user may see but not change (template field access); all editable when absent. */
  canEdit?: (field: FieldDef) => boolean;
}

/**
 * The custom fields of a record inside an antd Form: one Form.Item per field with the domain's
 * value checks as rules, shown and required as their conditions say under the values being typed,
 * calculators computed live. Values use the contract's formats, so what the form holds can be
 * sent as it is (after validateValues, see readCustomValues).
 */
export function CustomFieldItems({
  fields,
  name = CUSTOM_VALUES_NAME,
  disabled,
  canEdit,
}: CustomFieldItemsProps) {
  const form = Form.useFormInstance();
  const locale = useLocale();
  const watched = Form.useWatch(name, { form, preserve: true }) as Record<string, unknown> | undefined;
  const { states, computed } = useMemo(() => {
    const input = watched ?? {};
    return { states: fieldStates(fields, input), computed: calculatorValues(fields, input) };
  }, [fields, watched]);

  return (
    <>
      {fields.map((f) => {
        const state = states.get(f.id);
        if (!state?.visible) return null;
        const help = f.help || undefined;
        const className = `custom-field custom-field-${f.type}`;
        if (f.type === 'explain')
          return (
            <Form.Item key={f.id} label={f.name} extra={help} className={className}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {f.props.content}
              </Typography.Paragraph>
            </Form.Item>
          );
        if (f.type === 'calculator')
          return (
            <Form.Item key={f.id} label={f.name} extra={help} className={className}>
              <Input
                readOnly
                prefix={<CalculatorOutlined />}
                value={computed[f.id] ?? ''}
                data-testid={`calculator-${f.code}`}
              />
            </Form.Item>
          );
        return (
          <Form.Item
            key={f.id}
            name={[...name, f.id]}
            label={f.name}
            extra={help}
            required={state.required}
            rules={customFieldRules(f, state.required, locale)}
            initialValue={f.type === 'switch' ? false : undefined}
            className={className}
          >
            <FieldControl field={f} disabled={disabled || (canEdit ? !canEdit(f) : false)} />
          </Form.Item>
        );
      })}
    </>
  );
}
