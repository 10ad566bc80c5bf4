import { useEffect, useRef, type ReactNode } from 'react';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { LatLngBounds } from 'leaflet';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { TILE_PRESETS } from '@fieldline/domain';

/** What the map shows: its zoom and the visible rectangle (the markers' query). */
export interface Viewport {
  zoom: number;
  west: number;
  east: number;
  south: number;
  north: number;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

function ViewportWatcher({ onViewport }: { onViewport: (v: Viewport) => void }) {
  const report = (map: ReturnType<typeof useMap>) => {
    const b = map.getBounds();
    onViewport({
      zoom: map.getZoom(),
      west: round(Math.max(-180, b.getWest())),
      east: round(Math.min(180, b.getEast())),
      south: round(Math.max(-90, b.getSouth())),
      north: round(Math.min(90, b.getNorth())),
    });
  };
  const map = useMapEvents({ moveend: () => report(map) });
  useEffect(() => report(map), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** Fits the map to the points once, when they first arrive (later moves are the user's). */
function FitOnce({ points }: { points: [number, number][] }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || points.length === 0) return;
    done.current = true;
    map.fitBounds(new LatLngBounds(points), { padding: [32, 32], maxZoom: 12 });
  }, [map, points]);
  return null;
}

/** Shows these points (the order chosen and its nearest engineer) whenever they change. */
export function ShowPoints({ points }: { points: [number, number][] | null }) {
  const map = useMap();
  useEffect(() => {
    if (!points?.length) return;
    if (points.length === 1) map.setView(points[0]!, Math.max(map.getZoom(), 12));
    else map.fitBounds(new LatLngBounds(points), { padding: [48, 48], maxZoom: 13 });
  }, [map, points]);
  return null;
}

const subdomainsOf = (url: string) =>
  url.includes('tianditu') ? '01234567' : url.includes('autonavi') ? '1234' : 'abc';

/**
 * A Leaflet map on the enterprise's tile template (OpenStreetMap by default). Markers are vector
 * layers, so without tiles (offline, blocked) they still show, on the plain background.
 */
export function MapCanvas({
  tileUrl,
  fit,
  onViewport,
  children,
  height = 'calc(100vh - 220px)',
}: {
  tileUrl: string | null | undefined;
  fit: [number, number][];
  onViewport?: (v: Viewport) => void;
  children?: ReactNode;
  height?: string;
}) {
  const url = tileUrl || TILE_PRESETS.osm;
  return (
    <div data-testid="dispatch-map">
      <MapContainer
        center={[32, 112]}
        zoom={5}
        minZoom={2}
        maxZoom={18}
        style={{ height, minHeight: 360, width: '100%', background: '#eef2f5', borderRadius: 8 }}
      >
        <TileLayer
          url={url}
          subdomains={subdomainsOf(url)}
          attribution={url === TILE_PRESETS.osm ? '© OpenStreetMap' : ''}
        />
        {onViewport && <ViewportWatcher onViewport={onViewport} />}
        <FitOnce points={fit} />
        {children}
      </MapContainer>
    </div>
  );
}
