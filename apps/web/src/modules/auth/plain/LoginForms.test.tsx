import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shell/i18n';
import { CodeLoginForm, PasswordLoginForm } from './LoginForms';

vi.mock('../../../shell/notify', () => ({ showToast: vi.fn(), TOAST_DURATION_S: 2 }));
const { showToast } = await import('../../../shell/notify');

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  vi.mocked(showToast).mockClear();
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

const show = (form: typeof PasswordLoginForm) =>
  act(async () =>
    root.render(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(MemoryRouter, null, createElement(form, {})),
      ),
    ),
  );
const byTestId = (id: string) => host.querySelector<HTMLInputElement>(`[data-testid="${id}"]`)!;
const messages = () => [...host.querySelectorAll('[role="alert"]')].map((n) => n.textContent);
const submit = () =>
  act(async () => {
    host.querySelector('form')!.requestSubmit();
    await new Promise((r) => setTimeout(r, 50));
  });
/** Types as a user does: React sees the input event. */
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 50));
  });

describe('the sign-in page without antd (issue 20: sign-in at most 150 KB)', () => {
  it('a refused submit shows each field’s message, focuses the first and says how many, in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    await show(PasswordLoginForm);
    await submit();
    expect(messages()).toEqual(['手机号不能为空', '密码不能为空']);
    expect(document.activeElement).toBe(byTestId('phone-input'));
    expect(byTestId('phone-input').getAttribute('aria-invalid')).toBe('true');
    expect(showToast).toHaveBeenCalledWith('warning', '还有 2 项需要填写或修改');
  });

  it('checks a field as it changes with the domain’s schema, in English', async () => {
    await i18n.changeLanguage('en_GB');
    await show(CodeLoginForm);
    await type(byTestId('phone-input'), '123');
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toMatch(/mobile/i);
    await type(byTestId('phone-input'), '13800000001');
    expect(messages()).toEqual([]);
    await act(async () => {
      await i18n.changeLanguage('zh_CN');
    });
  });

  it('no file the sign-in page loads imports antd or its icons (type imports aside)', () => {
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)) {
        const spec = m[1]!;
        if (/^(antd|@ant-design\/icons)(\/|$)/.test(spec)) offenders.push(`${file}: ${spec}`);
        if (!spec.startsWith('.')) continue;
        const base = path.resolve(path.dirname(file), spec);
        const next = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => exists(f));
        if (next) visit(next);
      }
    };
    visit(path.resolve(__dirname, '../../../main.tsx'));
    visit(path.resolve(__dirname, '../pages/LoginPage.tsx'));
    expect(offenders).toEqual([]);
    expect(seen.size).toBeGreaterThan(20);
  });
});

function exists(file: string) {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}
