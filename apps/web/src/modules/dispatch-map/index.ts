import { lazyPart } from '../../shell/chunks';
import { loadStringsOf } from '../../shell/i18n';
/** What other modules may use of the maps: their paths (an order list links its map view). */
export { DISPATCH_MAP_PATHS, mapViewPath } from './paths';
import { withModuleStrings } from '../../shell/module-strings';
/** The engineer's position sharing on the order page (lent with this module's strings). */
export const PositionReportPanel = lazyPart(() =>
  Promise.all([import('./components/PositionReportPanel'), loadStringsOf('dispatchMap')]).then(
    ([m]) => m.PositionReportPanel,
  ),
);
import { MapViewButton as MapViewButtonPart } from './components/MapViewButton';
/** "Map view" on an order list (lent with this module's strings). */
export const MapViewButton = withModuleStrings('dispatchMap', MapViewButtonPart);
export { mapViewQuery } from './components/MapViewButton';
import { DutyTodayTag as DutyTodayTagPart } from './components/DutyToday';
/** Today's duty of engineers (schedules): the hook and the tag for other modules' pickers. */
export const DutyTodayTag = withModuleStrings('dispatchMap', DutyTodayTagPart);
export { useDutyToday } from './components/DutyToday';
