import { Button } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DISPATCH_MAP_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { mapViewPath } from '../paths';

/** The map's own query keys the markers call does not take from a list (the keyword is not a map filter). */
const NOT_ON_MAP = new Set(['keyword', 'pageIndex', 'pageSize']);

/** An order list's query (its view and filters) as the map view's URL; empty values are left out. */
export function mapViewQuery(query: Record<string, string | number | boolean | undefined | null>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (!NOT_ON_MAP.has(key) && value !== undefined && value !== null && value !== '')
      params.set(key, String(value));
  return params;
}

/** "Map view" on an order list: opens /allOrder/mapView with the list's current filters. */
export function MapViewButton({
  query,
  compact,
}: {
  query: Record<string, string | number | boolean | undefined | null>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can(DISPATCH_MAP_ACCESS.view)) return null;
  return (
    <Link to={mapViewPath(mapViewQuery(query))} data-testid="order-map-view">
      <Button icon={<EnvironmentOutlined />}>{compact ? null : t('dispatchMap.mapView')}</Button>
    </Link>
  );
}
