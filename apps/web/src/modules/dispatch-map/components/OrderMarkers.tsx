import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import type { MapMarker, OrderPriority, OrderState } from '@fieldline/domain';
import { PRIORITY_STROKE, STATE_FILL } from './colors';

// className is a prop, not a path option: Leaflet sets it when the path is made, setStyle does not.
/**
 * Orders as markers coloured by state (fill) and priority (outline); a cluster is a larger circle
 * with its count, and clicking it zooms in. `selected` is drawn larger.
 */
export function OrderMarkers({
  markers,
  selectedId,
  onOrder,
}: {
  markers: MapMarker[];
  selectedId?: number | null;
  onOrder?: (order: NonNullable<MapMarker['order']>) => void;
}) {
  const { t } = useTranslation();
  const map = useMap();
  return (
    <>
      {markers.map((m) => {
        if (!m.order)
          return (
            <CircleMarker
              key={`c${m.lng},${m.lat}`}
              center={[m.lat, m.lng]}
              radius={Math.min(28, 10 + Math.log2(m.count) * 3)}
              className="dm-cluster"
              pathOptions={{
                color: '#1677ff',
                weight: 2,
                fillColor: '#69b1ff',
                fillOpacity: 0.7,
              }}
              eventHandlers={{ click: () => map.setView([m.lat, m.lng], Math.min(18, map.getZoom() + 2)) }}
            >
              <Tooltip permanent direction="center" className="dm-cluster-count">
                {m.count}
              </Tooltip>
            </CircleMarker>
          );
        const o = m.order;
        const stroke = PRIORITY_STROKE[o.priority as OrderPriority] ?? PRIORITY_STROKE[1];
        const selected = o.id === selectedId;
        return (
          <CircleMarker
            key={o.id}
            center={[m.lat, m.lng]}
            radius={selected ? 13 : 8}
            className={`dm-order dm-order-${o.id}`}
            pathOptions={{
              ...stroke,
              fillColor: STATE_FILL[o.state as OrderState] ?? '#8c8c8c',
              fillOpacity: 0.95,
            }}
            eventHandlers={{ click: () => onOrder?.(o) }}
          >
            <Tooltip>
              {o.orderNo} {o.title} · {t(`enum.orderState.${o.state as OrderState}`)} ·{' '}
              {t(`enum.orderPriority.${o.priority as OrderPriority}`)}
            </Tooltip>
          </CircleMarker>
        );
      })}
    </>
  );
}
