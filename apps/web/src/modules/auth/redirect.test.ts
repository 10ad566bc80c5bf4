import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirect after sign-in', () => {
  it('returns to the page the user came from', () => {
    expect(redirectTarget('/guideOne')).toBe('/guideOne');
    expect(redirectTarget('/detailError?from=x')).toBe('/detailError?from=x');
  });

  it('goes home without a target, for other sites, and for the sign-in pages themselves', () => {
    expect(redirectTarget(null)).toBe('/guideOne');
    expect(redirectTarget('https://evil.example')).toBe('/guideOne');
    expect(redirectTarget('//evil.example/x')).toBe('/guideOne');
    expect(redirectTarget('/\\evil.example')).toBe('/guideOne');
    expect(redirectTarget('/login?redirect=%2F')).toBe('/guideOne');
    expect(redirectTarget('/passwordset/13800000001')).toBe('/guideOne');
  });
});
