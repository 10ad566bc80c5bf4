import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type CodeLoginInput, type PwdLoginInput } from '@fieldline/domain';
import { PlainButton } from '../../../components/plain/PlainButton';
import { fieldProblem, type FieldSchema } from '../../../shell/form-rules';
import { CODE_LOGIN_FIELDS, PASSWORD_LOGIN_FIELDS, codeLogin, passwordLogin } from '../api';
import { LAZY_SCHEMAS } from '../lazy-schemas';
import { useLoginSubmit } from '../useLoginSubmit';
import { CodeInput, EnterpriseChoice, PasswordInput, PhoneInput } from './fields';
import { usePlainForm, type Check } from './usePlainForm';

type Field = 'phone' | 'password' | 'code' | 'enterpriseId';
const LABEL_KEY = {
  phone: 'auth.fields.phone',
  password: 'auth.fields.password',
  code: 'auth.fields.code',
  enterpriseId: 'auth.fields.enterprise',
} as const;

/** The fields' checks in the language on screen: required, then the domain's schema (shell/form-rules). */
function useChecks(fields: readonly Field[]): Record<string, Check> {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return Object.fromEntries(
    fields.map((name) => {
      const schema: FieldSchema = LAZY_SCHEMAS[name];
      return [name, (value: string) => fieldProblem(schema, t(LABEL_KEY[name]), locale, value)];
    }),
  );
}

/** The chosen enterprise, when the server asked for one; a number as the API takes it. */
const enterpriseOf = (value: string | undefined) => (value ? { enterpriseId: Number(value) } : {});

/** Mobile number and password; asks for the enterprise when the number has several. */
export function PasswordLoginForm({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const initial = { phone: phone ?? '', password: '', enterpriseId: '' };
  const checks = useChecks(['phone', 'password']);
  const enterpriseCheck = useChecks(['enterpriseId']);
  const form = usePlainForm(initial, checks);
  const { submit, submitting, enterprises, forgetEnterprises } = useLoginSubmit(
    form,
    (body: PwdLoginInput) => passwordLogin(body),
    PASSWORD_LOGIN_FIELDS,
  );
  // the choice is checked (and submitted) once shown: usePlainForm reads `checks` when it checks
  if (enterprises) Object.assign(checks, enterpriseCheck);

  return (
    <form
      noValidate
      data-testid="password-login-form"
      onSubmit={form.onSubmit((v) =>
        submit({ phone: v.phone ?? '', password: v.password ?? '', ...enterpriseOf(v.enterpriseId) }),
      )}
      onChange={(event) => {
        if ((event.target as HTMLElement).id === form.idOf('phone')) forgetEnterprises();
      }}
    >
      <PhoneInput form={form} />
      <PasswordInput form={form} />
      <EnterpriseChoice form={form} enterprises={enterprises} />
      <PlainButton
        variant="primary"
        type="submit"
        block
        size="large"
        loading={submitting}
        data-testid="login-submit"
      >
        {t('auth.login.submit')}
      </PlainButton>
    </form>
  );
}

/** Mobile number and SMS code; asks for the enterprise when the number has several. */
export function CodeLoginForm({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const initial = { phone: phone ?? '', code: '', enterpriseId: '' };
  const checks = useChecks(['phone', 'code']);
  const enterpriseCheck = useChecks(['enterpriseId']);
  const form = usePlainForm(initial, checks);
  const { submit, submitting, enterprises, forgetEnterprises } = useLoginSubmit(
    form,
    (body: CodeLoginInput) => codeLogin(body),
    CODE_LOGIN_FIELDS,
  );
  // the choice is checked (and submitted) once shown: usePlainForm reads `checks` when it checks
  if (enterprises) Object.assign(checks, enterpriseCheck);

  return (
    <form
      noValidate
      data-testid="code-login-form"
      onSubmit={form.onSubmit((v) =>
        submit({ phone: v.phone ?? '', code: v.code ?? '', ...enterpriseOf(v.enterpriseId) }),
      )}
      onChange={(event) => {
        if ((event.target as HTMLElement).id === form.idOf('phone')) forgetEnterprises();
      }}
    >
      <PhoneInput form={form} />
      <CodeInput form={form} purpose="login" />
      <EnterpriseChoice form={form} enterprises={enterprises} />
      <PlainButton variant="primary" type="submit" block size="large" loading={submitting}>
        {t('auth.login.submit')}
      </PlainButton>
    </form>
  );
}
