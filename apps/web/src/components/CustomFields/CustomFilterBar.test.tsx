import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '@fieldline/domain';
import i18n from '../../shell/i18n';
import { CustomFilterBar } from './CustomFilterBar';

// The date filter's picker loads when a date field is picked (issue 20): a spinner meanwhile, then
// the picker, whose day becomes the filter's value.

beforeAll(() => {
  // the select's dropdown measures itself
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

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
/** The first antd render in jsdom builds its styles, and the lazy chunk is transformed on demand. */
const SLOW = 60_000;
async function until<T>(found: () => T | null | undefined): Promise<T> {
  for (let waited = 0; ; waited += 20) {
    const hit = found();
    if (hit) return hit;
    if (waited > 30_000) throw new Error('never appeared');
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  }
}
const mouseDown = (el: Element) =>
  act(async () => {
    el.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
const click = (el: Element) => act(async () => (el as HTMLElement).click());

const SIGNED_ON: FieldDef = {
  id: 'signedOn',
  code: 'calendarDate_1',
  name: 'Signed on',
  type: 'calendarDate',
  required: false,
  visible: true,
  props: {},
};

describe('custom filters: a date field', () => {
  it(
    'shows a spinner while the date picker loads, then filters by the picked day',
    async () => {
      const onChange = vi.fn();
      await show(<CustomFilterBar fields={[SIGNED_ON]} value={[]} onChange={onChange} />);
      const bar = () => host.querySelector('[data-testid="custom-filters"]')!;
      await mouseDown(bar().querySelector('.ant-select')!);
      const option = await until(() => document.querySelector('.ant-select-item-option[title="Signed on"]'));
      // a synchronous act: the render before the chunk arrives
      act(() => (option as HTMLElement).click());
      expect(bar().querySelector('.ant-spin')).not.toBeNull();
      const input = await until(() => bar().querySelector('.ant-picker input'));
      expect(bar().querySelector('.ant-spin')).toBeNull();

      await mouseDown(input);
      await act(async () => {
        (input as HTMLInputElement).focus();
        (input as HTMLInputElement).click();
      });
      await click(await until(() => document.querySelector('.ant-picker-cell-in-view[title$="-15"]')));
      const add = bar().querySelector('.anticon-filter')!.closest('button')!;
      expect(add.disabled).toBe(false);
      await click(add);
      expect(onChange).toHaveBeenCalledWith([
        { fieldId: 'signedOn', op: 'eq', value: expect.stringMatching(/^\d{4}-\d{2}-15$/) as string },
      ]);
    },
    SLOW,
  );
});
