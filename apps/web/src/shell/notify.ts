import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** spec-shell §9: toasts stay 2 s. */
export const TOAST_DURATION_S = 2;

let instance: MessageInstance | null = null;

/** The App-context message instance follows the theme and locale; the static one is the fallback. */
export function bindMessageApi(api: MessageInstance | null) {
  instance = api;
}

/** A toast in antd's message style; 2 s unless the caller says otherwise (seconds). */
export function showToast(
  type: 'success' | 'error' | 'warning' | 'info',
  text: string,
  duration: number = TOAST_DURATION_S,
) {
  void (instance ?? message).open({ type, content: text, duration });
}
