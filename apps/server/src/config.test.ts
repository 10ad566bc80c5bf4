import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
