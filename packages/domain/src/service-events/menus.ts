import type { MenuDefinition } from '../shell/menus';
import { STATS_ACCESS } from '../stats/constants';
import { SERVICE_EVENT_ACCESS } from './constants';

const entry = (key: string, permission: string, zh: string, en: string): MenuDefinition => ({
  key,
  parent: 'work_manage',
  menuType: 'main',
  routerName: key,
  permission,
  name: { zh_CN: zh, en_GB: en },
});

/** The service desk's screens (spec-shell SS:143-155) in the main menu's group `work_manage`, and settings. */
export const SERVICE_EVENT_MENUS: MenuDefinition[] = [
  entry('serviceCounter', SERVICE_EVENT_ACCESS.create, '服务台', 'Service desk'),
  entry('Myevent', SERVICE_EVENT_ACCESS.view, '全部事件', 'All events'),
  entry('eventassigned', SERVICE_EVENT_ACCESS.view, '我负责的事件', 'My events'),
  entry('shelters', SERVICE_EVENT_ACCESS.view, '事件池', 'Event pool'),
  // a report (10801), kept with the events until the chart menu holds the reports (issue 28)
  entry('eventStatistics', STATS_ACCESS.view, '事件统计', 'Event statistics'),
  {
    key: 'eventSet',
    parent: 'set_manage',
    menuType: 'setting',
    routerName: 'eventSet',
    permission: SERVICE_EVENT_ACCESS.settings,
    name: { zh_CN: '事件设置', en_GB: 'Event settings' },
  },
];
