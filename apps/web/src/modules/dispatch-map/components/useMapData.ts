import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAP_KEY, fetchEngineers, fetchMarkers, fetchSettings, type MarkerQuery } from '../api';
import type { Viewport } from './MapCanvas';

export const useMapSettings = () => useQuery({ queryKey: [...MAP_KEY, 'settings'], queryFn: fetchSettings });

/** The markers of `filters` in the map's current viewport (refetched as the map moves). */
export function useMarkers(filters: MarkerQuery, enabled = true) {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const query = { ...filters, ...(viewport ?? { zoom: 5 }) };
  const markers = useQuery({
    queryKey: [...MAP_KEY, 'markers', query],
    queryFn: () => fetchMarkers(query),
    placeholderData: keepPreviousData,
    enabled,
  });
  return { markers, setViewport };
}

/** The markers of `filters` everywhere (what the map first fits to). */
export function useAllMarkers(filters: MarkerQuery, enabled = true) {
  return useQuery({
    queryKey: [...MAP_KEY, 'markers', 'all', filters],
    queryFn: () => fetchMarkers({ ...filters, zoom: 4 }),
    enabled,
  });
}

export const useEngineers = (enabled = true) =>
  useQuery({ queryKey: [...MAP_KEY, 'engineers'], queryFn: fetchEngineers, enabled });
