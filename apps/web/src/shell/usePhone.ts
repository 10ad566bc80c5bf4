import { useSyncExternalStore } from 'react';

/** antd's `md` breakpoint (768 px): narrower is a phone (or the mobile and enterprise-chat apps). */
const WIDE = '(min-width: 768px)';
let wide: MediaQueryList | undefined;
const query = () => (wide ??= window.matchMedia(WIDE));

function subscribe(onChange: () => void) {
  const media = query();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the window is phone-wide, right from the first render: antd's `Grid.useBreakpoint()` answers `{}`
 * first and renders its component again in a layout effect, which re-rendered the whole signed-in frame (and
 * the order list under it) in the task of its first commit.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !query().matches,
    () => false,
  );
}
