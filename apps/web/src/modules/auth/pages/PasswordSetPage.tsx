import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { PasswordSetInput } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { PATHS } from '../../../shell/paths';
import { showFieldError } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { PASSWORD_SET_FIELDS, setForgottenPassword } from '../api';
import { AuthCard } from '../components/AuthCard';
import { CodeField } from '../components/CodeField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PhoneField } from '../components/PhoneField';

/** /passwordset/:mobile: the reset code and a new password; then back to /login. */
export default function PasswordSetPage() {
  const { t } = useTranslation();
  const { mobile } = useParams();
  const sentAt = (useLocation().state as { sentAt?: number } | null)?.sentAt;
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordSetInput>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PasswordSetInput) => {
    setSubmitting(true);
    try {
      const result = await setForgottenPassword(values);
      if (isCancel(result)) return;
      showToast('success', t('auth.reset.success'));
      await navigate(PATHS.login, { replace: true, state: { phone: values.phone } });
    } catch (error) {
      showFieldError(form, error, PASSWORD_SET_FIELDS);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <StandaloneFrame>
      <AuthCard
        title={t('auth.reset.title')}
        subtitle={t('auth.reset.hint')}
        footer={<Link to={PATHS.login}>{t('auth.forgot.backToLogin')}</Link>}
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ phone: mobile }}
          onFinish={(v) => void submit(v)}
        >
          <PhoneField />
          <CodeField form={form} purpose="reset" sentAt={sentAt} />
          <NewPasswordFields label={t('auth.fields.newPassword')} />
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            {t('auth.reset.submit')}
          </Button>
        </Form>
      </AuthCard>
    </StandaloneFrame>
  );
}
