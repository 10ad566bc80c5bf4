import { Button, Input, Typography } from 'antd';
import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ENTERPRISE_NAME_MAX, PERSON_NAME_MAX, registerSchema, type RegisterInput } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { PATHS } from '../../../shell/paths';
import { showFieldError, useFieldRules } from '../../../shell/form-rules';
import { currentLocale } from '../../../shell/i18n';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { useSessionActions } from '../../../shell/session/useSession';
import { REGISTER_FIELDS, register } from '../api';
import { AuthCard } from '../components/AuthCard';
import { CodeField } from '../components/CodeField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PhoneField } from '../components/PhoneField';

/** /register: a new enterprise and its first administrator, signed in on success. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<RegisterInput>();
  const { completeSignIn } = useSessionActions();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: RegisterInput) => {
    setSubmitting(true);
    try {
      const grant = await register({ ...values, locale: currentLocale() });
      if (isCancel(grant)) return;
      showToast('success', t('auth.register.success'));
      await completeSignIn(grant.csrfToken, PATHS.home);
    } catch (error) {
      showFieldError(form, error, REGISTER_FIELDS);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <StandaloneFrame>
      <AuthCard
        title={t('auth.register.title')}
        subtitle={t('auth.register.subtitle')}
        footer={
          <Typography.Text type="secondary">
            {t('auth.register.haveAccount')} <Link to={PATHS.login}>{t('auth.register.login')}</Link>
          </Typography.Text>
        }
      >
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
          <Form.Item
            name="enterpriseName"
            label={t('auth.fields.enterpriseName')}
            rules={rules.field(registerSchema.shape.enterpriseName, t('auth.fields.enterpriseName'))}
          >
            <Input
              prefix={<ShopOutlined />}
              maxLength={ENTERPRISE_NAME_MAX}
              showCount
              placeholder={t('auth.placeholders.enterpriseName')}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('auth.fields.name')}
            rules={rules.field(registerSchema.shape.name, t('auth.fields.name'))}
          >
            <Input
              prefix={<UserOutlined />}
              maxLength={PERSON_NAME_MAX}
              showCount
              autoComplete="name"
              placeholder={t('auth.placeholders.name')}
            />
          </Form.Item>
          <PhoneField />
          <CodeField form={form} purpose="register" />
          <NewPasswordFields label={t('auth.fields.password')} />
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('auth.register.submit')}
          </Button>
        </Form>
      </AuthCard>
    </StandaloneFrame>
  );
}
