import type { MessageInstance } from 'antd/es/message/interface';

/** spec-shell §9: toasts stay 2 s. */
export const TOAST_DURATION_S = 2;

let instance: MessageInstance | null = null;

/** The App-context message instance follows the theme and locale (shell/AntdProviders.tsx). */
export function bindMessageApi(api: MessageInstance | null) {
  instance = api;
}

/**
 * Outside the antd frame (the sign-in page loads no antd) the first toast loads antd's static message,
 * which styles itself; the signed-in frame binds the App-context one.
 */
let staticMessage: Promise<MessageInstance> | undefined;
const loadStaticMessage = () =>
  (staticMessage ??= import('antd/es/message').then((m) => m.default as MessageInstance));

/** A toast in antd's message style; 2 s unless the caller says otherwise (seconds). */
export function showToast(
  type: 'success' | 'error' | 'warning' | 'info',
  text: string,
  duration: number = TOAST_DURATION_S,
) {
  if (instance) {
    void instance.open({ type, content: text, duration });
    return;
  }
  loadStaticMessage().then(
    (message) => void (instance ?? message).open({ type, content: text, duration }),
    () => {
      staticMessage = undefined;
    },
  );
}
