import { Alert, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTROL_LABELS } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useLocale } from '../../../shell/useLocale';
import type { SystemFieldView } from '../api';

interface Props {
  field: SystemFieldView;
  onChange(change: { visible?: boolean; required?: boolean }): void;
}

/** A system field: never deletable; a fixed one always shows, the others can be hidden or required. */
export function SystemFieldProperties({ field, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Form layout="vertical" size="small" component="div" data-testid="system-properties">
      <Form.Item label={t('forms.props.name')}>
        <strong>{field.name}</strong> <Tag>{t('forms.designer.systemTag')}</Tag>
      </Form.Item>
      <Form.Item label={t('forms.props.type')}>
        <Tag color="blue">{CONTROL_LABELS[field.type][locale]}</Tag>
      </Form.Item>
      {field.fixed ? (
        <Alert type="info" showIcon message={t('forms.designer.fixedHint')} />
      ) : (
        <>
          <Form.Item label={t('forms.props.visible')}>
            <Switch
              checked={field.visible}
              onChange={(visible) => onChange({ visible })}
              data-testid="system-visible"
            />
          </Form.Item>
          <Form.Item label={t('forms.props.required')}>
            <Switch
              checked={field.required}
              disabled={!field.visible}
              onChange={(required) => onChange({ required })}
              data-testid="system-required"
            />
          </Form.Item>
        </>
      )}
    </Form>
  );
}
