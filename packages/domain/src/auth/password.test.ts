import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password';
import { passwordSetSchema, phoneSchema, registerSchema } from './auth.schema';

describe('spec-business §5 password strength: upper, lower, digit, special, at least 8', () => {
  it.each([
    ['Fieldline#2026', true],
    ['Aa1#aaaa', true],
    ['Aa1#aaa', false], // 7 characters
    ['aa1#aaaa', false], // no upper case
    ['AA1#AAAA', false], // no lower case
    ['Aaa#aaaa', false], // no digit
    ['Aa1aaaaa', false], // no special character
  ])('%s → %s', (pw, strong) => expect(isStrongPassword(pw)).toBe(strong));

  it('the two entries must match (reported on confirmPassword)', () => {
    const r = passwordSetSchema.safeParse({
      phone: '13800000001',
      code: '123456',
      password: 'Aa1#aaaa',
      confirmPassword: 'Aa1#aaab',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['confirmPassword'], message: 'passwordMismatch' });
  });
});

describe('DECISIONS.md contact phone: 11 digits (mainland mobile)', () => {
  it.each([
    ['13800000001', true],
    ['1380000000', false],
    ['138000000012', false],
    ['23800000001', false],
    ['1380000000a', false],
  ])('%s → %s', (phone, ok) => expect(phoneSchema.safeParse(phone).success).toBe(ok));
});

describe('registration payload', () => {
  it('limits the enterprise name and person name and refuses unknown fields', () => {
    const base = {
      enterpriseName: 'Acme',
      name: 'Li',
      phone: '13800000001',
      code: '123456',
      password: 'Aa1#aaaa',
      confirmPassword: 'Aa1#aaaa',
    };
    expect(registerSchema.safeParse(base).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, name: 'x'.repeat(19) }).success).toBe(false);
    expect(registerSchema.safeParse({ ...base, enterpriseName: 'x'.repeat(51) }).success).toBe(false);
    expect(registerSchema.safeParse({ ...base, isChargeUser: 1 }).success).toBe(false);
  });
});
