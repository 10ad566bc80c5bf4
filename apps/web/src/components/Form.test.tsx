import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Input, type FormInstance } from 'antd';
// The module shell/notify.ts loads: antd's package root is another instance, whose destroy() misses these toasts.
import message from 'antd/es/message';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../shell/i18n';
import { validateForm } from '../shell/form-failure';
import { Form } from './Form';

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});
// The toasts live in antd's own root with a close timer: remove them and let React finish before
// the file's window goes, or React's scheduler runs into a torn-down environment.
afterAll(async () => {
  await act(async () => message.destroy());
  await vi.waitFor(() => expect(toasts()).toEqual([]), { timeout: 5_000 });
  await act(async () => new Promise((r) => setTimeout(r, 100)));
});

const show = (node: ReactNode) => act(async () => root.render(node));
const settle = () => act(async () => new Promise((r) => setTimeout(r, 50)));
/** The first antd render in jsdom builds its styles, which takes a few seconds. */
const SLOW = 30_000;
const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);
/** Outside antd's App (no bound instance) the first toast loads antd's message first (shell/notify.ts). */
const toastShown = (text: string) => vi.waitFor(() => expect(toasts()).toContain(text), { timeout: 5_000 });

/** Three fields; the second and third are required. */
function ThreeFields({ onForm }: { onForm?(form: FormInstance): void }) {
  const [form] = Form.useForm();
  onForm?.(form);
  const item = (name: string, required: boolean) =>
    createElement(
      Form.Item,
      { key: name, name, label: name, rules: [{ required, message: `${name} is required` }] },
      createElement(Input, { 'data-testid': name }),
    );
  return createElement(
    Form,
    { form, onFinish: () => undefined },
    item('note', false),
    item('title', true),
    item('phone', true),
    createElement('button', { type: 'submit', 'data-testid': 'submit' }, 'save'),
  );
}

describe('a refused submit shows where and how much (issue 18 item 2)', () => {
  it(
    'submitting through the form focuses the first invalid field and says how many need attention',
    async () => {
      await i18n.changeLanguage('en_GB');
      await show(createElement(ThreeFields));
      await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="submit"]')!.click());
      await settle();
      expect(document.activeElement).toBe(host.querySelector('[data-testid="title"]'));
      await toastShown('Fields needing attention: 2');
    },
    SLOW,
  );

  it(
    'a form validated by hand (validateForm) answers null, focuses the first invalid field and says so in Chinese',
    async () => {
      await i18n.changeLanguage('zh_CN');
      let form: FormInstance | undefined;
      await show(createElement(ThreeFields, { onForm: (f) => (form = f) }));
      let result: unknown = 'unset';
      await act(async () => {
        result = await validateForm(form!);
      });
      await settle();
      expect(result).toBeNull();
      expect(document.activeElement).toBe(host.querySelector('[data-testid="title"]'));
      await toastShown('还有 2 项需要填写或修改');
    },
    SLOW,
  );
});
