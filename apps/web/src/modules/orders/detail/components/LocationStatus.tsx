import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { AimOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { distanceMetres, distanceParts, locate, type LocateFailure, type Position } from '../logic/geo';

export type LocationState =
  | { status: 'locating' }
  | { status: 'located'; position: Position }
  | { status: 'failed'; reason: LocateFailure };

/** The coordinates of the site of the order being acted on (ActionHost provides them), if known. */
export const OrderSiteContext = createContext<{ lng: number; lat: number } | null>(null);

/** Asks for the device's position when the check-in form opens; retry asks again. */
export function useDeviceLocation() {
  const [state, setState] = useState<LocationState>({ status: 'locating' });
  const retry = useCallback(() => {
    setState({ status: 'locating' });
    void locate().then((r) =>
      setState(r.ok ? { status: 'located', position: r.position } : { status: 'failed', reason: r.reason }),
    );
  }, []);
  useEffect(retry, [retry]);
  return { state, retry, position: state.status === 'located' ? state.position : null };
}

/**
 * Where the check-in happens: how far from the order's site (when its address has coordinates)
 * with the fix's accuracy, or why there are none (denied,
 * no fix, time-out, unsupported) with what to do; the check-in goes on either way, with the place
 * typed into the location field below.
 */
export function LocationStatus({ state, onRetry }: { state: LocationState; onRetry(): void }) {
  const { t } = useTranslation();
  const site = useContext(OrderSiteContext);
  if (state.status === 'locating')
    return (
      <Flex gap={8} align="center" data-testid="location-status" data-status="locating">
        <Spin size="small" />
        <Typography.Text type="secondary">{t('orderDetail.location.locating')}</Typography.Text>
      </Flex>
    );
  if (state.status === 'located') {
    const away = site && distanceParts(distanceMetres(state.position, site));
    return (
      <Flex gap={8} align="center" wrap data-testid="location-status" data-status="located">
        <EnvironmentOutlined style={{ color: '#52c41a' }} />
        <Typography.Text data-testid="location-distance">
          {away
            ? t(`orderDetail.location.fromSite.${away.unit}`, { distance: away.value })
            : t('orderDetail.location.noSite')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('orderDetail.location.accuracy', { metres: state.position.accuracy })}
        </Typography.Text>
        <Button size="small" type="link" icon={<AimOutlined />} onClick={onRetry}>
          {t('orderDetail.location.again')}
        </Button>
      </Flex>
    );
  }
  return (
    <div data-testid="location-status" data-status="failed">
      <Alert
        type="warning"
        showIcon
        title={t(`orderDetail.location.failed.${state.reason}`)}
        description={t('orderDetail.location.fallback')}
        action={
          state.reason === 'unsupported' ? undefined : (
            <Button size="small" onClick={onRetry}>
              {t('orderDetail.location.retry')}
            </Button>
          )
        }
      />
    </div>
  );
}
