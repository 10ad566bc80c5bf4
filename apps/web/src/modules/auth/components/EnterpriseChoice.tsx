import { lazy, Suspense } from 'react';
import type { EnterpriseOption } from '../api';

/** Select is heavy and rarely needed: the sign-in page loads it when a number has several enterprises. */
const EnterpriseSelect = lazy(() => import('./EnterpriseSelect'));

/** Shown when the number belongs to several enterprises: pick one and log in again. */
export function EnterpriseChoice({ enterprises }: { enterprises: EnterpriseOption[] | null }) {
  if (!enterprises) return null;
  return (
    <Suspense fallback={null}>
      <EnterpriseSelect enterprises={enterprises} />
    </Suspense>
  );
}
