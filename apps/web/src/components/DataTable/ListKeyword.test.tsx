import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYWORD_DEBOUNCE_MS, ListKeyword } from './ListKeyword';

let host: HTMLDivElement;
let root: Root;
let applied: (string | undefined)[];
beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  applied = [];
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const render = (value: string | undefined) =>
  act(() => root.render(createElement(ListKeyword, { value, onChange: (v) => void applied.push(v) })));
const input = () => host.querySelector('input')!;
/** Types into the box as a user would (React listens to the native input event). */
function type(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the keyword box of a list', () => {
  it('applies typing once, trimmed, only after the pause', () => {
    render(undefined);
    type('空');
    type(' 空调 ');
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 1));
    expect(applied).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(applied).toEqual(['空调']);
  });

  it('Enter applies at once, and the pending pause then adds nothing', () => {
    render(undefined);
    type('泵');
    act(() =>
      input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 13, bubbles: true })),
    );
    expect(applied).toEqual(['泵']);
    render('泵');
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS * 2));
    expect(applied).toEqual(['泵']);
  });

  it('follows the URL when Back brings another keyword, without applying it again', () => {
    render('阀门');
    expect(input().value).toBe('阀门');
    render(undefined);
    expect(input().value).toBe('');
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS * 2));
    expect(applied).toEqual([]);
  });
});
