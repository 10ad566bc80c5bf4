import { z } from 'zod';
import { ENTERPRISE_NAME_MAX, PASSWORD_MAX, PERSON_NAME_MAX, VERIFICATION_CODE_LENGTH } from '../limits';
import { LOCALES } from '../i18n';
import { isStrongPassword } from './password';

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, 'phone');
export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'verificationCode');
const loginPassword = z.string().min(1).max(PASSWORD_MAX);
const newPassword = z.string().refine(isStrongPassword, 'passwordWeak');
const enterpriseId = z.coerce.number().int().positive().optional();

export const CODE_PURPOSES = ['login', 'register', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const sendCodeSchema = z.strictObject({ phone: phoneSchema, purpose: z.enum(CODE_PURPOSES) });

export const pwdLoginSchema = z.strictObject({
  phone: phoneSchema,
  password: loginPassword,
  enterpriseId,
});

export const codeLoginSchema = z.strictObject({ phone: phoneSchema, code: codeSchema, enterpriseId });

const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [(v) => v.password === v.confirmPassword, { message: 'passwordMismatch', path: ['confirmPassword'] }];

export const registerSchema = z
  .strictObject({
    enterpriseName: z.string().trim().min(1).max(ENTERPRISE_NAME_MAX),
    name: z.string().trim().min(1).max(PERSON_NAME_MAX),
    phone: phoneSchema,
    code: codeSchema,
    locale: z.enum(LOCALES).optional(),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine(...passwordsMatch);

export const passwordSetSchema = z
  .strictObject({ phone: phoneSchema, code: codeSchema, password: newPassword, confirmPassword: z.string() })
  .refine(...passwordsMatch);

export const changePasswordSchema = z
  .strictObject({ oldPassword: loginPassword, password: newPassword, confirmPassword: z.string() })
  .refine(...passwordsMatch);

export const localeSchema = z.strictObject({ locale: z.enum(LOCALES) });

export type SendCodeInput = z.infer<typeof sendCodeSchema>;
export type PwdLoginInput = z.infer<typeof pwdLoginSchema>;
export type CodeLoginInput = z.infer<typeof codeLoginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type PasswordSetInput = z.infer<typeof passwordSetSchema>;

/** Login answers either a session or, when the number belongs to several enterprises, a choice. */
export interface LoginResult {
  token?: string;
  enterprises?: { id: number; name: string }[];
}
