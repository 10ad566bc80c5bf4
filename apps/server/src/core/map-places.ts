/**
 * Reference data of the local geocoder: China's 34 provincial-level divisions with the coordinates
 * of their capitals, and the capitals and larger cities under each one. Coordinates are WGS-84
 * longitude and latitude of the city centre, to about 100 m; good enough to put a customer on a
 * city-level map and to sort by distance, not for navigation (a real provider does that).
 *
 * Each entry: [Chinese name without its suffix, English names, longitude, latitude].
 */
export type PlaceRow = readonly [name: string, en: readonly string[], lng: number, lat: number];

export interface ProvinceRow {
  /** The division itself; its coordinates are those of its capital. */
  place: PlaceRow;
  /** The capital first, then the larger cities; none for the municipalities and SARs. */
  cities: readonly PlaceRow[];
}

const p = (place: PlaceRow, ...cities: PlaceRow[]): ProvinceRow => ({ place, cities });

export const PROVINCES: readonly ProvinceRow[] = [
  // municipalities
  p(['北京', ['Beijing', 'Peking'], 116.4074, 39.9042]),
  p(['天津', ['Tianjin'], 117.2008, 39.0842]),
  p(['上海', ['Shanghai'], 121.4737, 31.2304]),
  p(['重庆', ['Chongqing'], 106.5516, 29.563]),
  // provinces
  p(
    ['河北', ['Hebei'], 114.5149, 38.0428],
    ['石家庄', ['Shijiazhuang'], 114.5149, 38.0428],
    ['唐山', ['Tangshan'], 118.1802, 39.6305],
    ['保定', ['Baoding'], 115.4648, 38.8739],
    ['邯郸', ['Handan'], 114.5391, 36.6256],
  ),
  p(
    ['山西', ['Shanxi'], 112.5489, 37.8706],
    ['太原', ['Taiyuan'], 112.5489, 37.8706],
    ['大同', ['Datong'], 113.3001, 40.0768],
  ),
  p(
    ['辽宁', ['Liaoning'], 123.4315, 41.8057],
    ['沈阳', ['Shenyang'], 123.4315, 41.8057],
    ['大连', ['Dalian'], 121.6147, 38.914],
    ['鞍山', ['Anshan'], 122.9946, 41.1087],
  ),
  p(['吉林', ['Jilin'], 125.3235, 43.8171], ['长春', ['Changchun'], 125.3235, 43.8171]),
  p(
    ['黑龙江', ['Heilongjiang'], 126.535, 45.8038],
    ['哈尔滨', ['Harbin'], 126.535, 45.8038],
    ['大庆', ['Daqing'], 125.1031, 46.5893],
    ['齐齐哈尔', ['Qiqihar'], 123.9182, 47.3543],
  ),
  p(
    ['江苏', ['Jiangsu'], 118.7969, 32.0603],
    ['南京', ['Nanjing'], 118.7969, 32.0603],
    ['苏州', ['Suzhou'], 120.5853, 31.2989],
    ['无锡', ['Wuxi'], 120.3119, 31.4912],
    ['常州', ['Changzhou'], 119.9741, 31.8112],
    ['南通', ['Nantong'], 120.8943, 31.9802],
    ['徐州', ['Xuzhou'], 117.2841, 34.2058],
    ['扬州', ['Yangzhou'], 119.4127, 32.3936],
    ['镇江', ['Zhenjiang'], 119.4255, 32.1876],
    ['泰州', ['Taizhou'], 119.9229, 32.4555],
    ['盐城', ['Yancheng'], 120.1633, 33.3476],
    ['连云港', ['Lianyungang'], 119.2216, 34.5967],
    ['淮安', ["Huai'an", 'Huaian'], 119.0153, 33.6104],
    ['宿迁', ['Suqian'], 118.2752, 33.963],
  ),
  p(
    ['浙江', ['Zhejiang'], 120.1551, 30.2741],
    ['杭州', ['Hangzhou'], 120.1551, 30.2741],
    ['宁波', ['Ningbo'], 121.5503, 29.8746],
    ['温州', ['Wenzhou'], 120.6994, 27.9943],
    ['金华', ['Jinhua'], 119.6474, 29.0791],
    ['绍兴', ['Shaoxing'], 120.582, 30.0302],
    ['嘉兴', ['Jiaxing'], 120.7555, 30.7461],
    ['湖州', ['Huzhou'], 120.0868, 30.8943],
    ['台州', ['Taizhou'], 121.4208, 28.6561],
    ['舟山', ['Zhoushan'], 122.2072, 29.9853],
    ['丽水', ['Lishui'], 119.9229, 28.4677],
  ),
  p(
    ['安徽', ['Anhui'], 117.2272, 31.8206],
    ['合肥', ['Hefei'], 117.2272, 31.8206],
    ['芜湖', ['Wuhu'], 118.4331, 31.3526],
  ),
  p(
    ['福建', ['Fujian'], 119.2965, 26.0745],
    ['福州', ['Fuzhou'], 119.2965, 26.0745],
    ['厦门', ['Xiamen', 'Amoy'], 118.0894, 24.4798],
    ['泉州', ['Quanzhou'], 118.6758, 24.8741],
  ),
  p(
    ['江西', ['Jiangxi'], 115.8581, 28.6832],
    ['南昌', ['Nanchang'], 115.8581, 28.6832],
    ['赣州', ['Ganzhou'], 114.935, 25.8318],
  ),
  p(
    ['山东', ['Shandong'], 117.1205, 36.651],
    ['济南', ['Jinan'], 117.1205, 36.651],
    ['青岛', ['Qingdao', 'Tsingtao'], 120.3826, 36.0671],
    ['烟台', ['Yantai'], 121.4478, 37.4638],
    ['潍坊', ['Weifang'], 119.1618, 36.7068],
    ['临沂', ['Linyi'], 118.3564, 35.1046],
  ),
  p(
    ['河南', ['Henan'], 113.6254, 34.7466],
    ['郑州', ['Zhengzhou'], 113.6254, 34.7466],
    ['洛阳', ['Luoyang'], 112.454, 34.6197],
    ['南阳', ['Nanyang'], 112.5285, 32.9908],
  ),
  p(
    ['湖北', ['Hubei'], 114.3054, 30.5931],
    ['武汉', ['Wuhan'], 114.3054, 30.5931],
    ['襄阳', ['Xiangyang'], 112.1224, 32.009],
    ['宜昌', ['Yichang'], 111.2865, 30.6919],
  ),
  p(
    ['湖南', ['Hunan'], 112.9388, 28.2282],
    ['长沙', ['Changsha'], 112.9388, 28.2282],
    ['株洲', ['Zhuzhou'], 113.1339, 27.8274],
    ['衡阳', ['Hengyang'], 112.5719, 26.8932],
  ),
  p(
    ['广东', ['Guangdong', 'Canton'], 113.2644, 23.1291],
    ['广州', ['Guangzhou'], 113.2644, 23.1291],
    ['深圳', ['Shenzhen'], 114.0579, 22.5431],
    ['东莞', ['Dongguan'], 113.7518, 23.0205],
    ['佛山', ['Foshan'], 113.1214, 23.0215],
    ['珠海', ['Zhuhai'], 113.5767, 22.2707],
    ['惠州', ['Huizhou'], 114.4168, 23.1115],
    ['汕头', ['Shantou'], 116.6822, 23.3535],
  ),
  p(
    ['海南', ['Hainan'], 110.1999, 20.044],
    ['海口', ['Haikou'], 110.1999, 20.044],
    ['三亚', ['Sanya'], 109.512, 18.2528],
  ),
  p(
    ['四川', ['Sichuan'], 104.0665, 30.5723],
    ['成都', ['Chengdu'], 104.0665, 30.5723],
    ['绵阳', ['Mianyang'], 104.6791, 31.4675],
  ),
  p(
    ['贵州', ['Guizhou'], 106.6302, 26.6477],
    ['贵阳', ['Guiyang'], 106.6302, 26.6477],
    ['遵义', ['Zunyi'], 106.9272, 27.7255],
  ),
  p(['云南', ['Yunnan'], 102.8329, 24.8801], ['昆明', ['Kunming'], 102.8329, 24.8801]),
  p(
    ['陕西', ['Shaanxi'], 108.9398, 34.3416],
    ['西安', ["Xi'an", 'Xian'], 108.9398, 34.3416],
    ['宝鸡', ['Baoji'], 107.2376, 34.3619],
  ),
  p(['甘肃', ['Gansu'], 103.8343, 36.0611], ['兰州', ['Lanzhou'], 103.8343, 36.0611]),
  p(['青海', ['Qinghai'], 101.7782, 36.6171], ['西宁', ['Xining'], 101.7782, 36.6171]),
  p(
    ['台湾', ['Taiwan'], 121.5654, 25.033],
    ['台北', ['Taipei'], 121.5654, 25.033],
    ['台中', ['Taichung'], 120.6736, 24.1477],
    ['高雄', ['Kaohsiung'], 120.3014, 22.6273],
  ),
  // autonomous regions
  p(
    ['内蒙古', ['Inner Mongolia', 'Nei Mongol'], 111.7492, 40.8426],
    ['呼和浩特', ['Hohhot'], 111.7492, 40.8426],
    ['包头', ['Baotou'], 109.8403, 40.6574],
    ['鄂尔多斯', ['Ordos'], 109.7813, 39.6086],
  ),
  p(
    ['广西', ['Guangxi'], 108.3669, 22.817],
    ['南宁', ['Nanning'], 108.3669, 22.817],
    ['柳州', ['Liuzhou'], 109.4155, 24.3255],
    ['桂林', ['Guilin'], 110.29, 25.2736],
  ),
  p(['西藏', ['Tibet', 'Xizang'], 91.1409, 29.6456], ['拉萨', ['Lhasa'], 91.1409, 29.6456]),
  p(['宁夏', ['Ningxia'], 106.2309, 38.4872], ['银川', ['Yinchuan'], 106.2309, 38.4872]),
  p(
    ['新疆', ['Xinjiang'], 87.6168, 43.8256],
    ['乌鲁木齐', ['Urumqi'], 87.6168, 43.8256],
    ['喀什', ['Kashgar', 'Kashi'], 75.9898, 39.4677],
  ),
  // special administrative regions
  p(['香港', ['Hong Kong'], 114.1694, 22.3193]),
  p(['澳门', ['Macau', 'Macao'], 113.5439, 22.1987]),
];
