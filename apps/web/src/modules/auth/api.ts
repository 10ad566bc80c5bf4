import type {
  CodeLoginInput,
  PasswordSetInput,
  PwdLoginInput,
  RegisterInput,
  SendCodeInput,
} from '@fieldline/domain';
import { post } from '../../shell/request';

export interface SessionGrant {
  token: string;
  csrfToken: string;
}
export interface EnterpriseOption {
  id: number;
  name: string;
}
/** A login either signs in, or asks which enterprise when the number belongs to several. */
export type LoginAnswer = SessionGrant | { enterprises: EnterpriseOption[] };

export const PASSWORD_LOGIN_FIELDS = ['phone', 'password', 'enterpriseId'] as const;
export const CODE_LOGIN_FIELDS = ['phone', 'code', 'enterpriseId'] as const;
export const REGISTER_FIELDS = [
  'enterpriseName',
  'name',
  'phone',
  'code',
  'password',
  'confirmPassword',
] as const;
export const PASSWORD_SET_FIELDS = ['phone', 'code', 'password', 'confirmPassword'] as const;

export const sendCode = (body: SendCodeInput) =>
  post<null>('/stand/code/send', body, { fieldErrors: ['phone'] });

export const passwordLogin = (body: PwdLoginInput) =>
  post<LoginAnswer>('/stand/pwdLogin', body, { fieldErrors: PASSWORD_LOGIN_FIELDS });

export const codeLogin = (body: CodeLoginInput) =>
  post<LoginAnswer>('/stand/codeLogin', body, { fieldErrors: CODE_LOGIN_FIELDS });

export const register = (body: RegisterInput) =>
  post<SessionGrant>('/stand/register', body, { fieldErrors: REGISTER_FIELDS });

export const setForgottenPassword = (body: PasswordSetInput) =>
  post<null>('/stand/codeLogin/password', body, { fieldErrors: PASSWORD_SET_FIELDS });
