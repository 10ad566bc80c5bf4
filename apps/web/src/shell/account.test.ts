import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { accountTypeLabel, roleLabel, serviceExpiryLabel } from './account';

describe('role and account labels', () => {
  it('translates built-in role names by type in both languages', async () => {
    await i18n.changeLanguage('en_GB');
    expect(roleLabel({ type: 3, role_name: '系统管理员' }, i18n.t)).toBe('Administrator');
    expect(roleLabel({ type: 6, role_name: '受理客服' }, i18n.t)).toBe('Reception customer service');
    await i18n.changeLanguage('zh_CN');
    expect(roleLabel({ type: 3, role_name: 'Administrator' }, i18n.t)).toBe('系统管理员');
    expect(roleLabel({ type: 10, role_name: '' }, i18n.t)).toBe('管理总监');
  });

  it('keeps the name of a role the enterprise named itself, and of an unknown type', () => {
    expect(roleLabel({ type: 2, role_name: '空调安装组' }, i18n.t)).toBe('空调安装组');
    expect(roleLabel({ type: 42, role_name: 'Night shift' }, i18n.t)).toBe('Night shift');
  });

  it('names the account type and the service end', async () => {
    await i18n.changeLanguage('en_GB');
    expect([0, 1, 2].map((n) => accountTypeLabel(n, i18n.t))).toEqual([
      'Free version',
      'Paid version',
      'Trial version',
    ]);
    expect(serviceExpiryLabel(null, i18n.t)).toBe('No expiry');
    expect(serviceExpiryLabel('2029-03-04T10:00:00.000Z', i18n.t)).toBe('2029-03-04');
    await i18n.changeLanguage('zh_CN');
    expect(accountTypeLabel(2, i18n.t)).toBe('试用版');
  });
});
