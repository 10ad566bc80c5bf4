import { Alert, Input, InputNumber, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CONTROL_LABELS,
  EXPLAIN_CONTENT_MAX,
  FIELD_CODE_MAX,
  FIELD_CODE_PATTERN,
  FIELD_HELP_MAX,
  FIELD_NAME_MAX,
  FIELD_OPTION_MAX,
  OPTION_CONTROLS,
  STARS_MAX,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useLocale } from '../../../shell/useLocale';
import { PLACEHOLDER_CONTROLS, type DesignerIssue } from '../designer/payload';
import type { DesignerField, NewField } from '../designer/state';
import { CascadeEditor } from './CascadeEditor';
import { ConditionEditor } from './ConditionEditor';
import { FormulaEditor } from './FormulaEditor';
import { OptionsEditor } from './OptionsEditor';

interface Props {
  field: DesignerField;
  fields: DesignerField[];
  issues: DesignerIssue[];
  onChange(patch: Partial<NewField>): void;
}

/** Everything about one custom field: name, code, flags, help, and its control's own settings. */
export function FieldProperties({ field, fields, issues, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const props = (patch: Partial<DesignerField['props']>) => onChange({ props: { ...field.props, ...patch } });
  const computed = field.type === 'calculator' || field.type === 'explain';

  return (
    <Form layout="vertical" size="small" data-testid="field-properties" component="div">
      <Form.Item label={t('forms.props.type')}>
        <Tag color="blue">{CONTROL_LABELS[field.type][locale]}</Tag>
      </Form.Item>
      <Form.Item label={t('forms.props.name')} required>
        <Input
          value={field.name}
          maxLength={FIELD_NAME_MAX}
          showCount
          status={field.name.trim() ? undefined : 'error'}
          onChange={(e) => onChange({ name: e.target.value })}
          data-testid="prop-name"
        />
      </Form.Item>
      <Form.Item label={t('forms.props.code')} required extra={t('forms.props.codeHint')}>
        <Input
          value={field.code}
          maxLength={FIELD_CODE_MAX}
          showCount
          status={FIELD_CODE_PATTERN.test(field.code) ? undefined : 'error'}
          onChange={(e) => onChange({ code: e.target.value.trim() })}
          data-testid="prop-code"
        />
      </Form.Item>
      {!computed && (
        <Form.Item label={t('forms.props.required')}>
          <Switch
            checked={field.required}
            onChange={(required) => onChange({ required })}
            data-testid="prop-required"
          />
        </Form.Item>
      )}
      <Form.Item label={t('forms.props.visible')}>
        <Switch
          checked={field.visible}
          onChange={(visible) => onChange({ visible })}
          data-testid="prop-visible"
        />
      </Form.Item>
      <Form.Item label={t('forms.props.help')}>
        <Input.TextArea
          value={field.help ?? ''}
          maxLength={FIELD_HELP_MAX}
          showCount
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(e) => onChange({ help: e.target.value })}
        />
      </Form.Item>
      {PLACEHOLDER_CONTROLS.includes(field.type) && (
        <Form.Item label={t('forms.props.placeholder')}>
          <Input
            value={field.props.placeholder ?? ''}
            maxLength={FIELD_OPTION_MAX}
            showCount
            onChange={(e) => props({ placeholder: e.target.value })}
          />
        </Form.Item>
      )}
      {OPTION_CONTROLS.includes(field.type) && (
        <Form.Item label={t('forms.props.options')} required>
          <OptionsEditor value={field.props.options ?? []} onChange={(options) => props({ options })} />
        </Form.Item>
      )}
      {field.type === 'multistage' && (
        <Form.Item label={t('forms.props.tree')} required extra={t('forms.props.treeHint')}>
          <CascadeEditor value={field.props.tree ?? []} onChange={(tree) => props({ tree })} />
        </Form.Item>
      )}
      {field.type === 'calculator' && (
        <Form.Item label={t('forms.props.formula')} required>
          <FormulaEditor
            value={field.props.formula ?? ''}
            self={field}
            fields={fields}
            onChange={(formula) => props({ formula })}
          />
        </Form.Item>
      )}
      {field.type === 'explain' && (
        <Form.Item label={t('forms.props.content')}>
          <Input.TextArea
            value={field.props.content ?? ''}
            maxLength={EXPLAIN_CONTENT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 10 }}
            onChange={(e) => props({ content: e.target.value })}
            data-testid="prop-content"
          />
        </Form.Item>
      )}
      {field.type === 'commentStar' && (
        <Form.Item label={t('forms.props.maxStars')}>
          <InputNumber<number>
            min={1}
            max={STARS_MAX}
            precision={0}
            value={field.props.maxStars ?? STARS_MAX}
            onChange={(n) => props({ maxStars: n ?? STARS_MAX })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('forms.props.condition')} extra={t('forms.props.conditionHint')}>
        <ConditionEditor
          value={field.condition}
          self={field}
          fields={fields}
          onChange={(condition) => onChange({ condition })}
        />
      </Form.Item>
      {issues.length > 0 && (
        <Alert
          type="error"
          showIcon
          message={t('forms.designer.fieldIssues')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {issues.map((i) => (
                <li key={i.text}>{i.text}</li>
              ))}
            </ul>
          }
          data-testid="field-issues"
        />
      )}
    </Form>
  );
}
