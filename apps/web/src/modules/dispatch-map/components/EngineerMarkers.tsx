import { divIcon } from 'leaflet';
import { Marker, Tooltip } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { MapEngineer } from '@fieldline/domain';

interface Placed {
  id: number;
  name: string;
  position: MapEngineer['position'];
}

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const iconOf = (name: string, highlighted: boolean) =>
  divIcon({
    className: 'dm-engineer-icon',
    html: `<div class="dm-engineer${highlighted ? ' dm-engineer-near' : ''}">${escape(name.slice(0, 1))}</div>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  });

/** Engineers at their last known position, with its time; clicking one picks them (map dispatch). */
export function EngineerMarkers({
  engineers,
  highlightId,
  onEngineer,
}: {
  engineers: Placed[];
  highlightId?: number | null;
  onEngineer?: (e: Placed) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {engineers
        .filter((e) => e.position)
        .map((e) => (
          <Marker
            key={e.id}
            position={[e.position!.lat, e.position!.lng]}
            icon={iconOf(e.name, e.id === highlightId)}
            title={e.name}
            alt={e.name}
            eventHandlers={{ click: () => onEngineer?.(e) }}
          >
            <Tooltip>
              {e.name} · {t('dispatchMap.lastSeen', { at: dayjs(e.position!.at).format('MM-DD HH:mm') })}
            </Tooltip>
          </Marker>
        ))}
    </>
  );
}
