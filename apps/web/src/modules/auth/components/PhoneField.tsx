import { Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PHONE_LENGTH } from '@fieldline/domain';
import { useFieldRules } from '../../../shell/form-rules';
import { LAZY_SCHEMAS } from '../lazy-schemas';

/** The 11-digit mobile number field every sign-in form starts with. */
export function PhoneField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <Form.Item
      name="phone"
      label={t('auth.fields.phone')}
      rules={rules.field(LAZY_SCHEMAS.phone, t('auth.fields.phone'))}
    >
      <Input
        prefix={<MobileOutlined />}
        maxLength={PHONE_LENGTH}
        inputMode="numeric"
        autoComplete="username"
        placeholder={t('auth.placeholders.phone')}
        disabled={disabled}
        data-testid="phone-input"
      />
    </Form.Item>
  );
}
