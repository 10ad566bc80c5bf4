import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { changePasswordSchema, codeSchema, phoneSchema, registerSchema } from '@fieldline/domain';
import { issueText } from '@fieldline/domain';
import { fieldRules, formFieldOf, matchRule, showFieldError } from './form-rules';
import { ApiError } from './request';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validatorOf = (rules: ReturnType<typeof fieldRules>) =>
  (rules[1] as { validator: Validator }).validator;

describe('form rules from the domain schemas', () => {
  it('answers the domain messages in both languages', async () => {
    const zh = validatorOf(fieldRules(phoneSchema, '手机号', 'zh_CN'));
    const en = validatorOf(fieldRules(phoneSchema, 'Mobile number', 'en_GB'));
    await expect(zh({}, '1380000')).rejects.toThrow('请输入11位手机号');
    await expect(en({}, '1380000')).rejects.toThrow('Enter an 11-digit mobile number');
    await expect(en({}, '13800000001')).resolves.toBeUndefined();
  });

  it('checks password strength and code format', async () => {
    const strength = validatorOf(fieldRules(registerSchema.shape.password, 'Password', 'en_GB'));
    await expect(strength({}, 'password')).rejects.toThrow(/Password too weak/);
    await expect(strength({}, 'Fieldline#2026')).resolves.toBeUndefined();
    const code = validatorOf(fieldRules(codeSchema, '验证码', 'zh_CN'));
    await expect(code({}, '12ab')).rejects.toThrow('请输入6位验证码');
  });

  it('names the field in required and length messages', async () => {
    const [required] = fieldRules(registerSchema.shape.enterpriseName, '企业名称', 'zh_CN');
    expect(required).toMatchObject({ required: true, message: '企业名称不能为空' });
    const long = validatorOf(fieldRules(registerSchema.shape.enterpriseName, 'Company name', 'en_GB'));
    await expect(long({}, 'x'.repeat(51))).rejects.toThrow('Company name must be at most 50 characters');
    const issue = changePasswordSchema.shape.oldPassword.safeParse('').error!.issues[0]!;
    expect(issueText(issue, '原密码', 'zh_CN')).toBe('原密码不能为空');
  });

  it('requires a confirmation to match', async () => {
    const rule = matchRule('password', 'en_GB') as (f: { getFieldValue: (n: string) => unknown }) => {
      validator: Validator;
    };
    const { validator } = rule({ getFieldValue: () => 'Fieldline#2026' });
    await expect(validator({}, 'Fieldline#2027')).rejects.toThrow('The two passwords do not match');
    await expect(validator({}, 'Fieldline#2026')).resolves.toBeUndefined();
  });
});

describe('server field errors', () => {
  it('puts an error on the field the server named, only when the form owns it', () => {
    const setFields = vi.fn();
    const form = { setFields } as unknown as FormInstance;
    const error = new ApiError('business', '原密码错误', 400, 'WRONG_OLD_PASSWORD', 'oldPassword');

    expect(showFieldError(form, error, ['oldPassword', 'password'])).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'oldPassword', errors: ['原密码错误'] }]);
    expect(showFieldError(form, error, ['password'])).toBe(false);
    expect(showFieldError(form, new Error('x'), ['oldPassword'])).toBe(false);
    expect(setFields).toHaveBeenCalledTimes(1);
  });
});

describe('required rule', () => {
  it('accepts a chosen number (enterprise select) and refuses blank text through the schema', async () => {
    const { pwdLoginSchema, registerSchema } = await import('@fieldline/domain');
    const Schema = (await import('@rc-component/async-validator')).default;
    const check = (rules: ReturnType<typeof fieldRules>, value: unknown) =>
      new Schema({ f: rules as never }).validate({ f: value }).then(
        () => 'ok',
        (e: { errors: { message: string }[] }) => e.errors[0]!.message,
      );
    expect(await check(fieldRules(pwdLoginSchema.shape.enterpriseId, '企业', 'zh_CN'), 2)).toBe('ok');
    expect(await check(fieldRules(pwdLoginSchema.shape.enterpriseId, '企业', 'zh_CN'), undefined)).toBe(
      '企业不能为空',
    );
    expect(await check(fieldRules(registerSchema.shape.name, 'Name', 'en_GB'), '   ')).toBe(
      'Name is required',
    );
  });
});

describe('element refusals', () => {
  it('puts a refusal of one template id on the templates field', () => {
    expect(formFieldOf('templateIds.0')).toBe('templateIds');
    expect(formFieldOf('name')).toBe('name');
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
