import { Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import type { OrderAction } from '@fieldline/domain';
import { useOrderDetail, ActionHost } from '../../orders';

interface Props {
  orderId: number;
  action: OrderAction;
  onClose(): void;
}

/**
 * An action started from the day: the order's detail is loaded and the detail page's own form for
 * the action opens over the home page (same checks, same refusals, same refresh afterwards).
 */
export function DayAction({ orderId, action, onClose }: Props) {
  const detail = useOrderDetail(orderId);
  // The request client has said why the order could not be read.
  useEffect(() => {
    if (detail.isError) onClose();
  }, [detail.isError, onClose]);
  if (!detail.data) return detail.isError ? null : <Spin fullscreen />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <ActionHost order={detail.data} open={{ kind: 'action', action }} onClose={onClose} />
    </Suspense>
  );
}
