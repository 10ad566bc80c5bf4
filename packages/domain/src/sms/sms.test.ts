import { describe, expect, it } from 'vitest';
import { canSmsReview, placeholdersIn, renderSmsText, smsPlaceholderProblem, smsSignatureProblem } from '.';

describe('SMS signature rules (spec-business §5)', () => {
  it('2 to 8 characters, counted as characters (not bytes)', () => {
    expect(smsSignatureProblem('服')).toEqual({ rule: 'length' });
    expect(smsSignatureProblem('服务')).toBeNull();
    expect(smsSignatureProblem('一二三四五六七八')).toBeNull();
    expect(smsSignatureProblem('一二三四五六七八九')).toEqual({ rule: 'length' });
  });
  it('no web addresses', () => {
    for (const s of ['www.ab', 'fl.com', 'http:ab', 'ab.cn'])
      expect(smsSignatureProblem(s)).toEqual({ rule: 'webAddress' });
  });
  it('no brackets, ASCII or Chinese', () => {
    for (const s of ['【服务】', '(服务)', '《服务》', '服务[1]'])
      expect(smsSignatureProblem(s)).toEqual({ rule: 'brackets' });
  });
  it('no special symbols: only Chinese characters, letters and digits', () => {
    for (const s of ['服务!', '服 务', '服务#1', '服务★'])
      expect(smsSignatureProblem(s)).toEqual({ rule: 'specialSymbols' });
  });
  it('no sensitive words, in any case', () => {
    expect(smsSignatureProblem('中国服务')).toEqual({ rule: 'sensitiveWord', word: '中国' });
    expect(smsSignatureProblem('TESTco')).toEqual({ rule: 'sensitiveWord', word: 'test' });
  });
});

describe('SMS placeholders (spec-business §3)', () => {
  it('finds each ${…}, an unclosed one as written', () => {
    expect(placeholdersIn('a ${order_no} b ${x} c ${open')).toEqual(['order_no', 'x', '${open']);
  });
  it('refuses an unknown placeholder and one the spec lists but this version cannot fill', () => {
    expect(smsPlaceholderProblem('order.assigned', '${order_no} ${custom_name}')).toBeNull();
    expect(smsPlaceholderProblem('order.assigned', '${order_no} ${nope}')).toEqual({
      rule: 'unknown',
      name: 'nope',
    });
    expect(smsPlaceholderProblem('order.assigned', '${eval_url}')).toEqual({
      rule: 'notBuilt',
      name: 'eval_url',
    });
  });
  it('renders values, a missing one as empty', () => {
    expect(renderSmsText('${order_no}/${title}', { order_no: 'GD1', title: null })).toBe('GD1/');
  });
});

describe('SMS review transitions (spec-business §4)', () => {
  it('submitted → under review → passed or rejected; no resubmission under review', () => {
    expect(canSmsReview('submit', null)).toBe(true);
    expect(canSmsReview('review', 1)).toBe(true);
    expect(canSmsReview('approve', 2)).toBe(true);
    expect(canSmsReview('reject', 1)).toBe(true);
    expect(canSmsReview('submit', 2)).toBe(false);
    expect(canSmsReview('approve', 3)).toBe(false);
    expect(canSmsReview('reject', 4)).toBe(false);
  });
});
