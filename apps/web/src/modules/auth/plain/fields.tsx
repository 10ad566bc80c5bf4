import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PHONE_LENGTH, VERIFICATION_CODE_LENGTH, type CodePurpose } from '@fieldline/domain';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainIcon } from '../../../components/plain/icons';
import { showFieldError } from '../../../shell/form-rules';
import type { EnterpriseOption } from '../api';
import { useSendCode } from '../useSendCode';
import type { PlainForm } from './usePlainForm';

type Form = PlainForm;
interface FieldProps {
  form: Form;
  name: string;
  label: string;
  /** The input, bound to the field (form.field(name)). */
  children: ReactNode;
}

/** antd's vertical Form.Item: the label, the input, the field's message under it (role alert, as antd's). */
function Field({ form, name, label, children }: FieldProps) {
  const error = form.errors[name];
  return (
    <div className={error ? 'fl-field fl-has-error' : 'fl-field'}>
      <label className="fl-label" htmlFor={form.idOf(name)}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${form.idOf(name)}_help`} className="fl-explain" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };

/** antd's Input with a prefix icon (and an optional suffix). */
function Input({ icon, suffix, ...input }: InputProps & { icon: ReactNode; suffix?: ReactNode }) {
  return (
    <span className="fl-input">
      {icon}
      <input {...input} />
      {suffix}
    </span>
  );
}

/** The 11-digit mobile number every sign-in form starts with (components/PhoneField.tsx's plain twin). */
export function PhoneInput({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Field form={form} name="phone" label={t('auth.fields.phone')}>
      <Input
        icon={<PlainIcon name="mobile" />}
        {...form.field('phone')}
        maxLength={PHONE_LENGTH}
        inputMode="numeric"
        autoComplete="username"
        placeholder={t('auth.placeholders.phone')}
        data-testid="phone-input"
      />
    </Field>
  );
}

/** The password, hidden until its eye is clicked (antd's Input.Password). */
export function PasswordInput({ form }: { form: Form }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field form={form} name="password" label={t('auth.fields.password')}>
      <Input
        icon={<PlainIcon name="lock" />}
        suffix={
          <span
            className="fl-input-suffix"
            role="img"
            aria-label={shown ? 'eye' : 'eye-invisible'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setShown(!shown)}
          >
            <PlainIcon name={shown ? 'eye' : 'eyeInvisible'} />
          </span>
        }
        {...form.field('password')}
        type={shown ? 'text' : 'password'}
        maxLength={PASSWORD_MAX}
        autoComplete="current-password"
        placeholder={t('auth.placeholders.password')}
        data-testid="password-input"
      />
    </Field>
  );
}

/** The 6-digit SMS code with its send button and countdown (components/CodeField.tsx's plain twin). */
export function CodeInput({ form, purpose }: { form: Form; purpose: CodePurpose }) {
  const { t } = useTranslation();
  const { send, sending, waiting, label } = useSendCode({
    purpose,
    validPhone: () => form.validateFields(['phone']).then((values) => values?.phone),
    onRefused: (error) => showFieldError(form, error, ['phone']),
  });
  return (
    <Field form={form} name="code" label={t('auth.fields.code')}>
      <div className="fl-compact">
        <Input
          icon={<PlainIcon name="safety" />}
          {...form.field('code')}
          maxLength={VERIFICATION_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('auth.placeholders.code')}
          data-testid="code-input"
        />
        <PlainButton onClick={send} loading={sending} disabled={waiting} data-testid="send-code">
          {label}
        </PlainButton>
      </div>
    </Field>
  );
}

/** Shown when the number belongs to several enterprises: pick one and log in again. */
export function EnterpriseChoice({
  form,
  enterprises,
}: {
  form: Form;
  enterprises: EnterpriseOption[] | null;
}) {
  const { t } = useTranslation();
  if (!enterprises) return null;
  return (
    <>
      <div className="fl-alert" role="alert">
        <PlainIcon name="info" />
        <span>{t('auth.login.chooseEnterprise')}</span>
      </div>
      <Field form={form} name="enterpriseId" label={t('auth.fields.enterprise')}>
        <span className="fl-input">
          <select {...form.field('enterpriseId')} data-testid="enterprise-select">
            <option value="" disabled hidden>
              {t('auth.placeholders.enterprise')}
            </option>
            {enterprises.map((e) => (
              <option key={e.id} value={String(e.id)}>
                {e.name}
              </option>
            ))}
          </select>
        </span>
      </Field>
    </>
  );
}
