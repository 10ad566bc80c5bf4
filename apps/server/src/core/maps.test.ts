import { describe, expect, it } from 'vitest';
import { PROVINCES } from './map-places';
import { MAP_PROVIDERS, localMapProvider, mapProviderFor, placeKey } from './maps';

const maps = localMapProvider();
const at = (lng: number, lat: number) => ({ lng, lat });

describe('local map provider: reference data', () => {
  it("holds all 34 of China's provincial-level divisions and their major cities, each once", () => {
    expect(PROVINCES).toHaveLength(34);
    const names = PROVINCES.flatMap((p) => [p.place[0], ...p.cities.map((c) => c[0])]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(34 + 60);
  });

  it('places every division and city inside China, a province at its capital', () => {
    for (const { place, cities } of PROVINCES) {
      for (const [name, , lng, lat] of [place, ...cities]) {
        expect(lng, name).toBeGreaterThan(73);
        expect(lng, name).toBeLessThan(136);
        expect(lat, name).toBeGreaterThan(18);
        expect(lat, name).toBeLessThan(54);
      }
      if (cities.length) expect(cities[0]!.slice(2), place[0]).toEqual(place.slice(2));
    }
  });
});

describe('local map provider: geocode resolves the most specific place it knows', () => {
  it('answers the city when the city field names one', async () => {
    expect(await maps.geocode({ province: '广东省', city: '深圳市', region: '南山区' })).toEqual(
      at(114.0579, 22.5431),
    );
    expect(await maps.geocode({ province: '浙江省', city: '杭州市' })).toEqual(at(120.1551, 30.2741));
  });

  it('answers a municipality for its own name, with or without its suffix', async () => {
    const shanghai = at(121.4737, 31.2304);
    expect(await maps.geocode({ province: '上海市', city: '上海市', region: '浦东新区' })).toEqual(shanghai);
    expect(await maps.geocode({ province: '上海' })).toEqual(shanghai);
  });

  it('finds a city of the province named in the region or detail when the city field is empty', async () => {
    expect(await maps.geocode({ province: '江苏省', detail: '苏州市工业园区星湖街328号' })).toEqual(
      at(120.5853, 31.2989),
    );
    // the first city named wins
    expect(await maps.geocode({ province: '广东省', region: '东莞市', detail: '广州路1号' })).toEqual(
      at(113.7518, 23.0205),
    );
  });

  it("does not take a city of another province from the detail (Shanghai's 大连路 is not Dalian)", async () => {
    expect(await maps.geocode({ province: '上海市', detail: '大连路100号' })).toEqual(at(121.4737, 31.2304));
  });

  it('falls back to the province (its capital) when the city is unknown or belongs elsewhere', async () => {
    const guangzhou = at(113.2644, 23.1291);
    expect(await maps.geocode({ province: '广东省', city: '某某县' })).toEqual(guangzhou);
    expect(await maps.geocode({ province: '广东省', city: '杭州市' })).toEqual(guangzhou);
    expect(await maps.geocode({ province: '广西壮族自治区' })).toEqual(at(108.3669, 22.817));
    expect(await maps.geocode({ province: '新疆维吾尔自治区', city: '' })).toEqual(at(87.6168, 43.8256));
    expect(await maps.geocode({ province: '香港特别行政区' })).toEqual(at(114.1694, 22.3193));
  });

  it('answers a city named where the province should be, or a province named as the city', async () => {
    expect(await maps.geocode({ province: '深圳市' })).toEqual(at(114.0579, 22.5431));
    expect(await maps.geocode({ province: '未知', city: '北京市' })).toEqual(at(116.4074, 39.9042));
  });

  it('reads English names too', async () => {
    expect(await maps.geocode({ province: 'Guangdong Province', city: 'Shenzhen City' })).toEqual(
      at(114.0579, 22.5431),
    );
    expect(await maps.geocode({ province: 'Inner Mongolia' })).toEqual(at(111.7492, 40.8426));
    expect(await maps.geocode({ province: 'Shaanxi', city: "Xi'an" })).toEqual(at(108.9398, 34.3416));
  });

  it('answers null when nothing matches', async () => {
    expect(await maps.geocode({ province: '火星', city: '奥林匹斯山', detail: '1号' })).toBeNull();
    expect(await maps.geocode({ province: ' ' })).toBeNull();
  });
});

describe('map providers', () => {
  it('placeKey drops case, spaces, punctuation and the administrative suffix', () => {
    expect(placeKey(' 内蒙古自治区 ')).toBe('内蒙古');
    expect(placeKey('黑龙江省')).toBe('黑龙江');
    expect(placeKey('Hong Kong SAR')).toBe('hongkong');
    expect(placeKey('市')).toBe('市');
  });

  it('only the local provider is implemented, and it is what "local" chooses', () => {
    expect(MAP_PROVIDERS).toEqual(['local']);
    expect(mapProviderFor('local').name).toBe('local');
  });
});
