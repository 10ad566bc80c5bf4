import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CodeLoginInput } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { CODE_LOGIN_FIELDS, codeLogin } from '../api';
import { useLoginSubmit } from '../useLoginSubmit';
import { CodeField } from './CodeField';
import { EnterpriseChoice } from './EnterpriseChoice';
import { PhoneField } from './PhoneField';

/** Mobile number and SMS code; asks for the enterprise when the number has several. */
export function CodeLoginForm({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeLoginInput>();
  const { submit, submitting, enterprises, forgetEnterprises } = useLoginSubmit(
    form,
    codeLogin,
    CODE_LOGIN_FIELDS,
  );

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone }}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<CodeLoginInput>) => 'phone' in changed && forgetEnterprises()}
      data-testid="code-login-form"
    >
      <PhoneField />
      <CodeField form={form} purpose="login" />
      <EnterpriseChoice enterprises={enterprises} />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
