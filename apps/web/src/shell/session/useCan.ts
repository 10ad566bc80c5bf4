import { useCallback } from 'react';
import { isAllowed } from '@fieldline/domain';
import { useSession } from './useSession';

/** Whether the signed-in user holds a permission code (buttons and links are hidden without it). */
export function useCan() {
  const { user } = useSession();
  const powers = user?.powers;
  return useCallback((code: string | undefined) => !!powers && isAllowed(code, powers), [powers]);
}
