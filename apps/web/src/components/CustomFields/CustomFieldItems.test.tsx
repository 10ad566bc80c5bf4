import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form, type FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FieldDef } from '@fieldline/domain';
import i18n from '../../shell/i18n';
import { CustomFieldItems } from './CustomFieldItems';
import { CustomFieldView } from './CustomFieldView';
import { customFieldColumns } from './columns';

let host: HTMLDivElement;
let root: Root;
beforeEach(async () => {
  await i18n.changeLanguage('en_GB');
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const show = (node: ReactNode) => act(async () => root.render(node));
/** The first antd render in jsdom builds its styles, which takes a few seconds. */
const SLOW = 30_000;
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

const def = (id: string, code: string, type: FieldDef['type'], rest: Partial<FieldDef> = {}): FieldDef => ({
  id,
  code,
  name: code,
  type,
  required: false,
  visible: true,
  props: {},
  ...rest,
});

const FIELDS = [
  def('1', 'kind', 'radio', { props: { options: ['home', 'office'] } }),
  def('2', 'floor', 'number', { condition: { field: 'kind', values: ['office'], effect: 'show' } }),
  def('3', 'qty', 'number'),
  def('4', 'total', 'calculator', { props: { formula: '{qty} * 3' } }),
  def('5', 'site', 'hyperlink', { required: true }),
];

function Harness({ onForm, initial }: { onForm(f: FormInstance): void; initial: Record<string, unknown> }) {
  const [form] = Form.useForm();
  onForm(form);
  return createElement(
    Form,
    { form, initialValues: { customValues: initial } },
    createElement(CustomFieldItems, { fields: FIELDS }),
  );
}

describe('CustomFieldItems', () => {
  it(
    'shows conditional fields and calculators from the values in the form',
    async () => {
      let form!: FormInstance;
      await show(createElement(Harness, { onForm: (f) => (form = f), initial: { 1: 'home', 3: '2.5' } }));
      await flush();
      expect(host.querySelectorAll('.custom-field-number').length).toBe(1);
      expect((host.querySelector('[data-testid="calculator-total"]') as HTMLInputElement).value).toBe('7.5');

      await act(async () => form.setFieldValue(['customValues', '1'], 'office'));
      await flush();
      expect(host.querySelectorAll('.custom-field-number').length).toBe(2);

      await act(async () => form.setFieldValue(['customValues', '3'], '4'));
      await flush();
      expect((host.querySelector('[data-testid="calculator-total"]') as HTMLInputElement).value).toBe('12');
    },
    SLOW,
  );

  it(
    "validates with the domain's messages: required and the value check",
    async () => {
      let form!: FormInstance;
      await show(createElement(Harness, { onForm: (f) => (form = f), initial: {} }));
      await flush();
      const errorsOf = async () => {
        await act(async () => {
          await form.validateFields().catch(() => undefined);
        });
        return form.getFieldError(['customValues', '5']);
      };
      expect(await errorsOf()).toEqual(['site is required']);
      await act(async () => form.setFieldValue(['customValues', '5'], 'ftp://x'));
      expect(await errorsOf()).toEqual(['site must be an http(s) link']);
      await act(async () => form.setFieldValue(['customValues', '5'], 'https://example.com'));
      expect(await errorsOf()).toEqual([]);
    },
    SLOW,
  );
});

describe('CustomFieldView and customFieldColumns', () => {
  it(
    'makes links, phone numbers and yes/no readable',
    async () => {
      await show(
        createElement('div', null, [
          createElement(CustomFieldView, {
            key: 1,
            field: def('1', 'site', 'hyperlink'),
            value: 'https://a.example',
          }),
          createElement(CustomFieldView, { key: 2, field: def('2', 'tel', 'call'), value: '400-800' }),
          createElement(CustomFieldView, { key: 3, field: def('3', 'ok', 'switch'), value: false }),
          createElement(CustomFieldView, { key: 4, field: def('4', 'x', 'text'), value: undefined }),
        ]),
      );
      const links = [...host.querySelectorAll('a')];
      expect(links[0]!.getAttribute('href')).toBe('https://a.example');
      expect(links[0]!.getAttribute('target')).toBe('_blank');
      expect(links[0]!.getAttribute('rel')).toContain('noopener');
      expect(links[1]!.getAttribute('href')).toBe('tel:400-800');
      expect(host.textContent).toContain('No');
      expect(host.textContent).toContain('—');
    },
    SLOW,
  );

  it('gives one column per visible valued field, exported as text', () => {
    const fields = [
      def('1', 'kind', 'checkbox', { name: 'Kind' }),
      def('2', 'note', 'explain'),
      def('3', 'secret', 'text', { visible: false }),
      def('4', 'ok', 'switch', { name: 'OK' }),
    ];
    const row = { custom: { 1: ['a', 'b'], 4: true } };
    const columns = customFieldColumns(fields, (r: typeof row) => r.custom);
    expect(columns.map((c) => [c.key, c.title])).toEqual([
      ['custom_1', 'Kind'],
      ['custom_4', 'OK'],
    ]);
    expect(columns.map((c) => c.exportValue!(row))).toEqual(['a, b', 'Yes']);
  });
});
