import { useRef } from 'react';
import { Alert, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import {
  DOMAIN_EVENT_KIND_LIST,
  LOCALES,
  MESSAGE_KINDS,
  SMS_MARKETING_KIND,
  SMS_MARKETING_LABEL,
  SMS_TEMPLATE_MAX,
  renderSmsText,
  smsPlaceholderProblem,
  smsPlaceholdersOf,
  type SmsTemplateKind,
  type Locale,
  type SmsTemplateItem,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { TEMPLATE_FIELDS, createTemplate, updateTemplate } from '../api';
import { validateForm } from '../../../shell/form-failure';

interface Values {
  kind: SmsTemplateKind;
  locale: Locale;
  content: string;
}

/** The text with the placeholders' sample values, behind the signature: what a recipient would read. */
export function previewOf(kind: SmsTemplateKind, locale: Locale, content: string, signature: string | null) {
  const samples = Object.fromEntries(smsPlaceholdersOf(kind).map((p) => [p.name, p.sample[locale]]));
  return `${signature ? `【${signature}】` : ''}${renderSmsText(content ?? '', samples)}`;
}

/**
 * Adds or edits a template: the kind and language (fixed once saved), the text with a picker that
 * inserts the kind's placeholders at the cursor, and a live preview with sample values. Unknown
 * placeholders are refused here as the server refuses them at save.
 */
export function TemplateEditor(props: {
  open: boolean;
  editing: SmsTemplateItem | null;
  taken: ReadonlySet<string>;
  signature: string | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { open, editing, taken, signature, onClose, onSaved } = props;
  const { t } = useTranslation();
  const screen = useLocale();
  const [form] = Form.useForm<Values>();
  const area = useRef<TextAreaRef>(null);
  const kind = Form.useWatch('kind', form) ?? editing?.kind ?? 'order.assigned';
  const locale = Form.useWatch('locale', form) ?? editing?.locale ?? screen;
  const content = Form.useWatch('content', form) ?? '';

  const insert = (name: string) => {
    const el = area.current?.resizableTextArea?.textArea;
    const text = form.getFieldValue('content') ?? '';
    const at = el ? el.selectionStart : text.length;
    const end = el ? el.selectionEnd : text.length;
    const token = `\${${name}}`;
    form.setFieldValue('content', `${text.slice(0, at)}${token}${text.slice(end)}`);
    void form.validateFields(['content']).catch(() => undefined);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const save = async () => {
    const values = await validateForm(form);
    if (!values) return;
    const saved = await submitForm(form, TEMPLATE_FIELDS, () =>
      editing ? updateTemplate(editing.id, values.content) : createTemplate(values),
    );
    if (saved) onSaved();
  };

  return (
    <Modal
      open={open}
      destroyOnHidden
      width={720}
      title={editing ? t('sms.templates.edit') : t('sms.templates.add')}
      okText={t('sms.templates.saveForReview')}
      onOk={() => void save()}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible)
          form.setFieldsValue({
            kind: editing?.kind ?? DOMAIN_EVENT_KIND_LIST.find((k) => !taken.has(`${k}/${screen}`)),
            locale: editing?.locale ?? screen,
            content: editing?.content ?? '',
          });
      }}
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="sms-template-form">
        <Space.Compact block>
          <Form.Item
            name="kind"
            label={t('sms.templates.kind')}
            style={{ flex: 2 }}
            rules={[{ required: true }]}
          >
            <Select
              disabled={!!editing}
              data-testid="sms-template-kind"
              options={[
                ...DOMAIN_EVENT_KIND_LIST.map((k) => ({
                  value: k as SmsTemplateKind,
                  label: MESSAGE_KINDS[k].name[screen],
                })),
                // SMS marketing to a service plan's customers (issue 25): the customer's placeholders
                { value: SMS_MARKETING_KIND, label: SMS_MARKETING_LABEL[screen] },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="locale"
            label={t('sms.templates.locale')}
            style={{ flex: 1 }}
            rules={[{ required: true }]}
          >
            <Select
              disabled={!!editing}
              options={LOCALES.map((l) => ({ value: l, label: t(`sms.locales.${l}`) }))}
            />
          </Form.Item>
        </Space.Compact>
        {!editing && taken.has(`${kind}/${locale}`) && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('sms.templates.taken')} />
        )}
        <Form.Item label={t('sms.templates.placeholders')} extra={t('sms.templates.placeholderHint')}>
          <Space size={[4, 4]} wrap data-testid="sms-placeholders">
            {smsPlaceholdersOf(kind)
              .filter((p) => p.built)
              .map((p) => (
                <Tag.CheckableTag
                  key={p.name}
                  checked={false}
                  onChange={() => insert(p.name)}
                  data-testid={`sms-placeholder-${p.name}`}
                  style={{ border: '1px dashed var(--ant-color-border)' }}
                >
                  {p.label[screen]}
                </Tag.CheckableTag>
              ))}
          </Space>
        </Form.Item>
        <Form.Item
          name="content"
          label={t('sms.templates.content')}
          rules={[
            { required: true, whitespace: true, message: t('sms.templates.contentRequired') },
            {
              validator: async (_r, v: string) => {
                const problem = v ? smsPlaceholderProblem(kind, v) : null;
                // the form fills `${…}` in its messages as variables; a backslash keeps one as written
                if (problem)
                  throw new Error(
                    t(problem.rule === 'unknown' ? 'sms.templates.unknown' : 'sms.templates.notBuilt', {
                      name: `\\\${${problem.name}}`,
                    }),
                  );
              },
            },
          ]}
        >
          <Input.TextArea
            ref={area}
            rows={4}
            maxLength={SMS_TEMPLATE_MAX}
            showCount
            data-testid="sms-template-content"
          />
        </Form.Item>
        <Typography.Text type="secondary">{t('sms.templates.preview')}</Typography.Text>
        <div
          data-testid="sms-template-preview"
          style={{
            marginTop: 4,
            padding: 12,
            borderRadius: 8,
            background: 'var(--ant-color-fill-quaternary)',
            whiteSpace: 'pre-wrap',
            minHeight: 48,
          }}
        >
          {content ? previewOf(kind, locale, content, signature) : t('sms.templates.previewEmpty')}
        </div>
      </Form>
    </Modal>
  );
}
