import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, registerSchema } from '@fieldline/domain';
import { useFieldRules } from '../../../shell/form-rules';

/** A new password (strength rule from the domain) and its confirmation. */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <>
      <Form.Item name="password" label={label} rules={rules.field(registerSchema.shape.password, label)}>
        <Input.Password
          prefix={<LockOutlined />}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={t('auth.placeholders.newPassword')}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.fields.confirmPassword')}
        dependencies={['password']}
        rules={[
          ...rules.field(registerSchema.shape.confirmPassword, t('auth.fields.confirmPassword')),
          rules.match('password'),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          placeholder={t('auth.placeholders.confirmPassword')}
        />
      </Form.Item>
    </>
  );
}
