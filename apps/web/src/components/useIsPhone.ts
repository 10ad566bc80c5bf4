import { Grid } from 'antd';

/** Whether the screen is phone-sized (below antd's md breakpoint, 768 px): field staff get cards and drawers from below. */
export function useIsPhone() {
  return Grid.useBreakpoint().md === false;
}
