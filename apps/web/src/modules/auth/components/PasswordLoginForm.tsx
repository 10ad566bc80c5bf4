import { Button, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, type PwdLoginInput } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { PASSWORD_LOGIN_FIELDS, passwordLogin } from '../api';
import { LAZY_SCHEMAS } from '../lazy-schemas';
import { useLoginSubmit } from '../useLoginSubmit';
import { EnterpriseChoice } from './EnterpriseChoice';
import { PhoneField } from './PhoneField';

/** Mobile number and password; asks for the enterprise when the number has several. */
export function PasswordLoginForm({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<PwdLoginInput>();
  const { submit, submitting, enterprises, forgetEnterprises } = useLoginSubmit(
    form,
    passwordLogin,
    PASSWORD_LOGIN_FIELDS,
  );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone }}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<PwdLoginInput>) => 'phone' in changed && forgetEnterprises()}
      data-testid="password-login-form"
    >
      <PhoneField />
      <Form.Item
        name="password"
        label={t('auth.fields.password')}
        rules={rules.field(LAZY_SCHEMAS.password, t('auth.fields.password'))}
      >
        <Input.Password
          prefix={<LockOutlined />}
          maxLength={PASSWORD_MAX}
          autoComplete="current-password"
          placeholder={t('auth.placeholders.password')}
          data-testid="password-input"
        />
      </Form.Item>
      <EnterpriseChoice enterprises={enterprises} />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={submitting}
        data-testid="login-submit"
      >
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
