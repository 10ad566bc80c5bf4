import { describe, expect, it } from 'vitest';
import { localeStep } from './SessionLocaleSync';

describe('the language once the user is known', () => {
  it("saves the browser's choice for a user who has none yet (server messages then come in it)", () => {
    expect(localeStep('en_GB', null)).toEqual({ save: 'en_GB' });
    expect(localeStep('en_GB', undefined)).toEqual({ save: 'en_GB' });
  });
  it("saves the browser's choice over a different saved language, and does nothing when they agree", () => {
    expect(localeStep('zh_CN', 'en_GB')).toEqual({ save: 'zh_CN' });
    expect(localeStep('en_GB', 'en_GB')).toBeNull();
  });
  it("applies the user's saved language when the browser has no choice", () => {
    expect(localeStep(undefined, 'en_GB')).toEqual({ apply: 'en_GB' });
    expect(localeStep(undefined, null)).toBeNull();
  });
});
