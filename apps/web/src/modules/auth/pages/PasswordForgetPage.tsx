import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Form } from '../../../components/Form';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { PATHS } from '../../../shell/paths';
import { showFieldError } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { sendCode } from '../api';
import { AuthCard } from '../components/AuthCard';
import { PhoneField } from '../components/PhoneField';

/** /passwordForget/:mobile?: sends a reset code, then continues on /passwordset/:mobile. */
export default function PasswordForgetPage() {
  const { t } = useTranslation();
  const { mobile } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ phone: string }>();
  const [sending, setSending] = useState(false);

  const submit = async ({ phone }: { phone: string }) => {
    setSending(true);
    try {
      const result = await sendCode({ phone, purpose: 'reset' });
      if (isCancel(result)) return;
      showToast('success', t('auth.sendCode.sent', { phone }));
      await navigate(`${PATHS.passwordSet}/${phone}`, { state: { sentAt: Date.now() } });
    } catch (error) {
      showFieldError(form, error, ['phone']);
    } finally {
      setSending(false);
    }
  };

  return (
    <StandaloneFrame>
      <AuthCard
        title={t('auth.forgot.title')}
        subtitle={t('auth.forgot.hint')}
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
          <Button type="primary" htmlType="submit" block size="large" loading={sending}>
            {t('auth.forgot.next')}
          </Button>
        </Form>
      </AuthCard>
    </StandaloneFrame>
  );
}
