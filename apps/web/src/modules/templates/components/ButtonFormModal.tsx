import { useRef, useState } from 'react';
import { Flex, Input, Modal, Radio, Select, Switch, Tag, Tooltip, Typography, type InputRef } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_BUTTON_LINK_MAX,
  CUSTOM_BUTTON_NAME_MAX,
  FORM_KIND_LABELS,
  TEMPLATED_KINDS,
  buttonSaveSchema,
  formIssueText,
  formKindName,
  type FormKind,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { currentLocale } from '../../../shell/i18n';
import { BUTTON_FIELDS, saveButton, useTemplateFields, useTemplateOptions } from '../api';
import { submitForm } from '../../../shell/submit';
import {
  BUTTON_KINDS,
  buttonToDraft,
  draftToButton,
  insertPlaceholder,
  linkProblem,
  newButtonDraft,
  placeholdersOf,
  setValueIssue,
  settableFields,
  type ButtonDraft,
  type ButtonRow,
} from '../buttons';
import { RoleTypeSelect } from './RoleTypeSelect';
import { SetFieldValueInput } from './SetFieldValueInput';

interface Props {
  /** Edits this button; without it the dialog creates one. */
  button?: ButtonRow;
  defaultKind?: FormKind;
  onClose(): void;
  onDone(): void;
}

/** Creates or edits a custom button: name, where it shows, and its link or field-setting action. */
export function ButtonFormModal({ button, defaultKind, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rules = useFieldRules();
  const [form] = Form.useForm<ButtonDraft>();
  const [saving, setSaving] = useState(false);
  const urlInput = useRef<InputRef>(null);
  const [initial] = useState<ButtonDraft>(() =>
    button ? buttonToDraft(button) : newButtonDraft(defaultKind),
  );

  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const templateId = Form.useWatch('templateId', form) ?? undefined;
  const actionType = Form.useWatch('actionType', form) ?? initial.actionType;
  const fieldId = Form.useWatch('fieldId', form);
  const templated = TEMPLATED_KINDS.includes(kind);
  const templates = useTemplateOptions(kind, templated);
  const needsFields = actionType === 'setField' && (!templated || !!templateId);
  const fieldSet = useTemplateFields({ kind, templateId: templateId ?? undefined }, needsFields);
  const fields = needsFields ? settableFields(fieldSet.data?.fields ?? []) : [];
  const field = fields.find((f) => f.id === fieldId);

  const nameLabel = t('templates.button.name');
  const urlRule: Rule = {
    validator: async (_r, value: string | undefined) => {
      const problem = linkProblem(value ?? '', kind);
      if (!problem) return;
      throw new Error(
        problem.key === 'unknownPlaceholder'
          ? t('templates.button.link.unknownPlaceholder', { names: problem.names.join(', ') })
          : problem.key === 'tooLong'
            ? t('templates.button.link.tooLong', { max: CUSTOM_BUTTON_LINK_MAX })
            : problem.key === 'required'
              ? t('templates.button.link.required')
              : t('templates.button.link.invalid'),
      );
    },
  };
  const valueRule: Rule = {
    validator: async (_r, value: unknown) => {
      const issue = field && setValueIssue(field, value);
      if (issue) throw new Error(formIssueText(issue, locale));
    },
  };

  const onValuesChange = (changed: Partial<ButtonDraft>) => {
    if ('kind' in changed) form.setFieldsValue({ templateId: null, fieldId: undefined, value: undefined });
    else if ('templateId' in changed) form.setFieldsValue({ fieldId: undefined, value: undefined });
    else if ('fieldId' in changed) {
      const picked = fields.find((f) => f.id === changed.fieldId);
      form.setFieldsValue({ value: picked?.type === 'switch' ? false : undefined });
    }
  };

  const addPlaceholder = (name: string) => {
    const url = form.getFieldValue('url') ?? '';
    const at = urlInput.current?.input?.selectionStart ?? url.length;
    form.setFieldsValue({ url: insertPlaceholder(url, name, at) });
    void form.validateFields(['url']);
  };

  const save = async (values: ButtonDraft) => {
    setSaving(true);
    const done = await submitForm(form, BUTTON_FIELDS, () =>
      saveButton(draftToButton({ ...initial, ...values }, button?.id)),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      width={640}
      title={t(button ? 'templates.button.editTitle' : 'templates.button.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('templates.common.save')}
      cancelText={t('templates.common.cancel')}
      destroyOnHidden
    >
      <Form<ButtonDraft>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        onFinish={(v) => void save(v)}
        data-testid="button-form"
      >
        <Form.Item name="name" label={nameLabel} rules={rules.field(buttonSaveSchema.shape.name, nameLabel)}>
          <Input maxLength={CUSTOM_BUTTON_NAME_MAX} showCount data-testid="button-name" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="kind" label={t('templates.button.kind')} style={{ flex: 1 }}>
            <Select<FormKind>
              options={BUTTON_KINDS.map((k) => ({
                value: k,
                label: FORM_KIND_LABELS[formKindName(k)][locale],
              }))}
            />
          </Form.Item>
          {templated && (
            <Form.Item
              name="templateId"
              label={t('templates.button.template')}
              style={{ flex: 1 }}
              rules={
                actionType === 'setField'
                  ? [{ required: true, message: t('templates.button.templateRequired') }]
                  : []
              }
            >
              <Select<number>
                allowClear
                loading={templates.isFetching}
                placeholder={t('templates.button.allTemplates')}
                options={(templates.data ?? []).map((tp) => ({ value: tp.id, label: tp.name }))}
              />
            </Form.Item>
          )}
        </Flex>
        <Form.Item name="actionType" label={t('templates.button.action')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'link', label: t('templates.button.actionLink') },
              { value: 'setField', label: t('templates.button.actionSetField') },
            ]}
          />
        </Form.Item>
        {actionType === 'link' ? (
          <>
            <Form.Item
              name="url"
              label={t('templates.button.url')}
              rules={[urlRule]}
              extra={t('templates.button.urlHint')}
            >
              <Input
                ref={urlInput}
                maxLength={CUSTOM_BUTTON_LINK_MAX}
                showCount
                placeholder="https://"
                data-testid="button-url"
              />
            </Form.Item>
            <Typography.Text type="secondary">{t('templates.button.placeholders')}</Typography.Text>
            <Flex wrap gap={4} style={{ margin: '4px 0 16px' }} data-testid="button-placeholders">
              {placeholdersOf(kind).map((name) => (
                <Tooltip key={name} title={`\${${name}}`}>
                  <Tag style={{ cursor: 'pointer' }} onClick={() => addPlaceholder(name)}>
                    {t(`templates.placeholder.${name}`)}
                  </Tag>
                </Tooltip>
              ))}
            </Flex>
          </>
        ) : (
          <>
            <Form.Item
              name="fieldId"
              label={t('templates.button.field')}
              rules={[{ required: true, message: t('templates.button.fieldRequired') }]}
              extra={templated && !templateId ? t('templates.button.pickTemplateFirst') : undefined}
            >
              <Select<string>
                disabled={!needsFields}
                loading={fieldSet.isFetching}
                notFoundContent={t('templates.button.noSettableFields')}
                options={fields.map((f) => ({ value: f.id, label: f.name }))}
              />
            </Form.Item>
            {field && (
              <Form.Item name="value" label={t('templates.button.value')} rules={[valueRule]} required>
                <SetFieldValueInput field={field} />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item
          name="roleTypes"
          label={t('templates.button.roleTypes')}
          extra={t('templates.button.roleTypesHint')}
        >
          <RoleTypeSelect />
        </Form.Item>
        <Form.Item name="enabled" label={t('templates.button.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
