import { Form, Input, Space, type FormInstance } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH, type CodePurpose } from '@fieldline/domain';
import { useFieldRules } from '../../../shell/form-rules';
import { LAZY_SCHEMAS } from '../lazy-schemas';
import { SendCodeButton } from './SendCodeButton';

/** The 6-digit SMS code with its send button and countdown. */
export function CodeField({
  form,
  purpose,
  sentAt,
}: {
  form: FormInstance;
  purpose: CodePurpose;
  sentAt?: number;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <Form.Item label={t('auth.fields.code')} required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={rules.field(LAZY_SCHEMAS.code, t('auth.fields.code'))}>
          <Input
            prefix={<SafetyOutlined />}
            maxLength={VERIFICATION_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('auth.placeholders.code')}
            data-testid="code-input"
          />
        </Form.Item>
        <SendCodeButton form={form} purpose={purpose} sentAt={sentAt} />
      </Space.Compact>
    </Form.Item>
  );
}
