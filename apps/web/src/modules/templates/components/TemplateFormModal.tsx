import { useState } from 'react';
import { Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FORM_KINDS,
  TEMPLATE_MODES,
  TEMPLATE_NAME_MAX,
  templateInputSchema,
  type FormKind,
  type TemplateMode,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { TEMPLATE_FIELDS, createTemplate, updateTemplate, type TemplateRow } from '../api';
import { submitForm } from '../../../shell/submit';

interface Props {
  kind: FormKind;
  /** Renames this template; without it the dialog creates one. */
  template?: TemplateRow;
  onClose(): void;
  onDone(): void;
}

interface Values {
  name: string;
  mode: TemplateMode;
}

/** Creates a template of a kind (name, and for work orders the standard or equipment form) or renames one. */
export function TemplateFormModal({ kind, template, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const nameLabel = t('templates.template.name');

  const save = async (values: Values) => {
    setSaving(true);
    const done = await submitForm(form, TEMPLATE_FIELDS, () =>
      template
        ? updateTemplate({ id: template.id, name: values.name.trim() })
        : createTemplate({ name: values.name.trim(), kind, mode: values.mode }),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      title={t(template ? 'templates.template.renameTitle' : 'templates.template.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('templates.common.save')}
      cancelText={t('templates.common.cancel')}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: template?.name ?? '', mode: template?.mode ?? 'standard' }}
        onFinish={(v) => void save(v)}
        data-testid="template-form"
      >
        <Form.Item
          name="name"
          label={nameLabel}
          rules={rules.field(templateInputSchema.shape.name, nameLabel)}
          extra={t('templates.template.nameHint', { max: TEMPLATE_NAME_MAX })}
        >
          <Input maxLength={TEMPLATE_NAME_MAX} showCount autoFocus data-testid="template-name" />
        </Form.Item>
        {!template && kind === FORM_KINDS.order && (
          <Form.Item name="mode" label={t('templates.template.mode')}>
            <Radio.Group
              optionType="button"
              options={TEMPLATE_MODES.map((m) => ({ value: m, label: t(`templates.mode.${m}`) }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
