import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { checkFieldValue, type FieldDef } from '@fieldline/domain';
import {
  DATETIME_FORMAT,
  DATE_FORMAT,
  TIME_FORMAT,
  cleanAddress,
  cleanPosition,
  fieldValueText,
  fromDayjs,
  fromDayjsRange,
  fromNumberInput,
  fromStars,
  toDayjs,
  toDayjsRange,
  toStars,
} from './values';

const field = (type: FieldDef['type'], props: FieldDef['props'] = {}): FieldDef => ({
  id: '1',
  code: 'f1',
  name: 'F',
  type,
  required: false,
  visible: true,
  props,
});
const texts = { yes: 'Yes', no: 'No' };

describe('date values between the pickers and the contract', () => {
  it('round-trips each stored format through Dayjs', () => {
    for (const [format, text] of [
      [DATE_FORMAT, '2026-03-31'],
      [TIME_FORMAT, '07:05'],
      [DATETIME_FORMAT, '2026-03-31 23:59'],
    ] as const) {
      const d = toDayjs(text, format);
      expect(d?.isValid(), format).toBe(true);
      expect(fromDayjs(d, format)).toBe(text);
    }
  });

  it('reads impossible or foreign strings as empty, not as some other date', () => {
    expect(toDayjs('2026-02-30', DATE_FORMAT)).toBeNull();
    expect(toDayjs('25:00', TIME_FORMAT)).toBeNull();
    expect(toDayjs('2026-03-31T10:00:00Z', DATETIME_FORMAT)).toBeNull();
    expect(toDayjs(20260331, DATE_FORMAT)).toBeNull();
    expect(toDayjs('', DATE_FORMAT)).toBeNull();
  });

  it('writes what the domain accepts for each date control', () => {
    const picked = dayjs('2026-07-04T09:30:45');
    expect(checkFieldValue(field('calendarDate'), fromDayjs(picked, DATE_FORMAT))).toEqual({
      value: '2026-07-04',
    });
    expect(checkFieldValue(field('calendarTime'), fromDayjs(picked, TIME_FORMAT))).toEqual({
      value: '09:30',
    });
    expect(checkFieldValue(field('calendarDatetime'), fromDayjs(picked, DATETIME_FORMAT))).toEqual({
      value: '2026-07-04 09:30',
    });
    expect(fromDayjs(null, DATE_FORMAT)).toBeUndefined();
  });

  it('keeps a date range as two days and clears it when either end is missing', () => {
    const range = toDayjsRange(['2026-01-01', '2026-01-31']);
    expect(range?.map((d) => d.format(DATE_FORMAT))).toEqual(['2026-01-01', '2026-01-31']);
    expect(fromDayjsRange(range)).toEqual(['2026-01-01', '2026-01-31']);
    expect(fromDayjsRange([dayjs('2026-01-01'), null])).toBeUndefined();
    expect(toDayjsRange(['2026-01-01'])).toBeNull();
  });
});

describe('other value conversions', () => {
  it('stores stars as a decimal string and no stars as nothing', () => {
    expect(fromStars(4)).toBe('4');
    expect(fromStars(0)).toBeUndefined();
    expect(toStars('3')).toBe(3);
    expect(toStars(undefined)).toBe(0);
  });

  it('keeps numbers as strings and clears empty input', () => {
    expect(fromNumberInput('12.50')).toBe('12.50');
    expect(fromNumberInput(null)).toBeUndefined();
    expect(fromNumberInput('')).toBeUndefined();
  });

  it('drops empty address parts and clears an empty address', () => {
    expect(cleanAddress({ province: ' Zhejiang ', city: '', region: 'Xihu', detail: '  ' })).toEqual({
      province: 'Zhejiang',
      region: 'Xihu',
    });
    expect(cleanAddress({ province: '', detail: '' })).toBeUndefined();
  });

  it('rounds coordinates to six decimals and keeps a half-typed position for the check to refuse', () => {
    expect(cleanPosition({ lng: 120.123456789, lat: 30.1, name: ' Office ' })).toEqual({
      lng: 120.123457,
      lat: 30.1,
      name: 'Office',
    });
    expect(cleanPosition({ lng: null, lat: null, name: '' })).toBeUndefined();
    const half = cleanPosition({ lng: 120 });
    expect(checkFieldValue(field('position'), half)).toEqual({ error: 'position', params: undefined });
  });
});

describe('fieldValueText', () => {
  it('spells out each value shape on one line', () => {
    expect(fieldValueText(field('switch'), true, texts)).toBe('Yes');
    expect(fieldValueText(field('switch'), false, texts)).toBe('No');
    expect(fieldValueText(field('checkbox'), ['a', 'b'], texts)).toBe('a, b');
    expect(fieldValueText(field('multistage'), ['Asia', 'China'], texts)).toBe('Asia / China');
    expect(fieldValueText(field('time'), ['2026-01-01', '2026-01-02'], texts)).toBe(
      '2026-01-01 ~ 2026-01-02',
    );
    expect(fieldValueText(field('commentStar', { maxStars: 3 }), '2', texts)).toBe('2/3');
    expect(fieldValueText(field('upload'), [{ url: '/api/file/download/1', name: 'a.pdf' }], texts)).toBe(
      'a.pdf',
    );
    expect(fieldValueText(field('address'), { province: 'P', city: 'C', detail: 'D 1' }, texts)).toBe(
      'P C D 1',
    );
    expect(fieldValueText(field('position'), { lng: 1.5, lat: 2, name: 'Here' }, texts)).toBe(
      'Here (1.5, 2)',
    );
    expect(fieldValueText(field('text'), undefined, texts)).toBe('');
    expect(fieldValueText(field('explain', { content: 'Read me' }), undefined, texts)).toBe('Read me');
  });
});
