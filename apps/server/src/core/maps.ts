import { PROVINCES, type PlaceRow, type ProvinceRow } from './map-places';

/** An address as customers, work orders and warehouses keep it (spec-business §3). */
export interface GeoAddress {
  province: string;
  city?: string | null;
  region?: string | null;
  detail?: string | null;
}

/** WGS-84 longitude and latitude. */
export interface LngLat {
  lng: number;
  lat: number;
}

/**
 * How the product turns addresses into coordinates (DECISIONS.md "Integrations"). The default is the
 * built-in local geocoder; a real provider (AMap, Baidu, Tencent) is a new implementation chosen by
 * MAP_PROVIDER, with no change to the callers.
 */
export interface MapProvider {
  readonly name: MapProviderName;
  /** The address's coordinates, or null when the provider cannot place it. */
  geocode(address: GeoAddress): Promise<LngLat | null>;
  /**
   * The known place nearest to a point (reverse geocoding; GET /map/geo, issue 26), or null when the
   * provider knows none. Optional: a provider without it answers "not found" to /map/geo.
   */
  reverseGeocode?(point: LngLat): Promise<PlaceName | null>;
  /**
   * Where an IP address is, as a rectangle (POST /map/locating, issue 26), or null when unknown.
   * Optional: a provider without an IP database answers null.
   */
  locate?(ip: string): Promise<{ southWest: LngLat; northEast: LngLat } | null>;
}

/** A reverse-geocoded place: the division and city names (Chinese) and where it is. */
export interface PlaceName {
  province: string;
  city: string | null;
  point: LngLat;
}

/** The providers MAP_PROVIDER may name; only the local one is implemented. */
export const MAP_PROVIDERS = ['local'] as const;
export type MapProviderName = (typeof MAP_PROVIDERS)[number];

export function mapProviderFor(name: MapProviderName): MapProvider {
  switch (name) {
    case 'local':
      return localMapProvider();
  }
}

// Longest first, so "广西壮族自治区" loses "壮族自治区" rather than only "区".
const ZH_SUFFIXES = ['特别行政区', '维吾尔自治区', '壮族自治区', '回族自治区', '自治区', '省', '市'];
const EN_SUFFIXES = /(specialadministrativeregion|autonomousregion|municipality|province|city|sar)$/;

/** A place name compared without case, spaces, punctuation or its administrative suffix. */
export function placeKey(text: string): string {
  let key = text
    .trim()
    .toLowerCase()
    .replace(/[\s'’.,，·_-]/g, '');
  for (const suffix of ZH_SUFFIXES)
    if (key.endsWith(suffix) && key.length > suffix.length) {
      key = key.slice(0, -suffix.length);
      break;
    }
  const stripped = key.replace(EN_SUFFIXES, '');
  return stripped || key;
}

interface Entry {
  province: ProvinceRow;
  city?: PlaceRow;
}

function buildIndex() {
  const provinces = new Map<string, ProvinceRow>();
  const cities = new Map<string, Entry[]>();
  for (const province of PROVINCES) {
    const [name, en] = province.place;
    for (const alias of [name, ...en]) provinces.set(placeKey(alias), province);
    for (const city of province.cities)
      for (const alias of [city[0], ...city[1]]) {
        const key = placeKey(alias);
        cities.set(key, [...(cities.get(key) ?? []), { province, city }]);
      }
  }
  return { provinces, cities };
}

const point = (place: PlaceRow): LngLat => ({ lng: place[2], lat: place[3] });

/** Squared distance in degrees with longitude shrunk by latitude: enough to rank nearby places. */
const nearness = (a: LngLat, b: LngLat) => {
  const dx = (a.lng - b.lng) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return dx * dx + (a.lat - b.lat) ** 2;
};

/** The place nearest to `at` among the divisions (municipalities, SARs) and cities of map-places.ts. */
function nearestPlace(at: LngLat): PlaceName {
  let best: { d: number; name: PlaceName } | undefined;
  for (const province of PROVINCES) {
    const candidates = province.cities.length ? province.cities : [province.place];
    for (const place of candidates) {
      const d = nearness(at, point(place));
      if (!best || d < best.d)
        best = {
          d,
          name: {
            province: province.place[0],
            city: province.cities.length ? place[0] : null,
            point: point(place),
          },
        };
    }
  }
  return best!.name;
}

/** Beyond this distance (in degrees, about 300 km) no built-in place is "near": outside China. */
const NEAR_DEGREES = 3;

/**
 * The built-in geocoder: China's provincial-level divisions and major cities (map-places.ts), by
 * Chinese or English name. It answers the most specific place it recognises: the city (the city
 * field, or a city of the province named in the region or detail), else the province (its capital),
 * else null.
 */
export function localMapProvider(): MapProvider {
  const index = buildIndex();
  const provinceOf = (text?: string | null) => (text ? index.provinces.get(placeKey(text)) : undefined);

  /** The city a field names, inside `province` when that is known. */
  const cityNamed = (text: string | null | undefined, province?: ProvinceRow) => {
    if (!text) return undefined;
    const found = index.cities.get(placeKey(text)) ?? [];
    return (province ? found.find((e) => e.province === province) : found[0])?.city;
  };

  /** The city of `province` whose Chinese name comes first in the region or detail text. */
  const cityMentioned = (text: string, province: ProvinceRow) => {
    let best: { at: number; city: PlaceRow } | undefined;
    for (const city of province.cities) {
      const at = text.indexOf(city[0]);
      if (at >= 0 && (!best || at < best.at)) best = { at, city };
    }
    return best?.city;
  };

  return {
    name: 'local',
    async geocode(address) {
      const province = provinceOf(address.province) ?? provinceOf(address.city);
      const city =
        cityNamed(address.city, province) ??
        (province
          ? cityMentioned([address.region, address.detail].filter(Boolean).join(' '), province)
          : cityNamed(address.province));
      if (city) return point(city);
      return province ? point(province.place) : null;
    },
    async reverseGeocode(at) {
      const place = nearestPlace(at);
      return nearness(at, place.point) <= NEAR_DEGREES ** 2 ? place : null;
    },
    // The built-in data holds no IP ranges: every address is unknown (a real provider answers).
    async locate() {
      return null;
    },
  };
}
