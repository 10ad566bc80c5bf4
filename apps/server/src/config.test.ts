import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { phoneOf } from './test/accounts';

describe('configuration: MAP_PROVIDER', () => {
  it('defaults to the local geocoder', () => {
    expect(loadConfig({}).mapProvider).toBe('local');
    expect(loadConfig({ MAP_PROVIDER: 'local' }).mapProvider).toBe('local');
  });

  it('refuses a provider that is not implemented, naming the variable and the choices', () => {
    expect(() => loadConfig({ MAP_PROVIDER: 'amap' })).toThrow(
      'Invalid configuration: MAP_PROVIDER: unknown map provider "amap"; the implemented providers are: local',
    );
  });
});

describe('configuration: PLATFORM_ADMIN_PHONES', () => {
  it('defaults to the demo administrator, reads a comma-separated list, and empty means nobody', () => {
    expect(loadConfig({}).platformAdminPhones).toEqual([phoneOf('administrator')]);
    expect(loadConfig({ PLATFORM_ADMIN_PHONES: ' 13900000001, 13900000002 ' }).platformAdminPhones).toEqual([
      '13900000001',
      '13900000002',
    ]);
    expect(loadConfig({ PLATFORM_ADMIN_PHONES: '' }).platformAdminPhones).toEqual([]);
  });

  it('refuses an entry that is not an 11-digit mobile number, naming the variable', () => {
    expect(() => loadConfig({ PLATFORM_ADMIN_PHONES: '13900000001,admin' })).toThrow(
      'Invalid configuration: PLATFORM_ADMIN_PHONES.1: each entry must be an 11-digit mobile number',
    );
  });
});
