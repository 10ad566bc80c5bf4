/** What other modules may use of the maps: their paths (an order list links its map view). */
export { DISPATCH_MAP_PATHS, mapViewPath } from './paths';
import { withModuleStrings } from '../../shell/module-strings';
import { PositionReportPanel as PositionReportPart } from './components/PositionReportPanel';
/** The engineer's position sharing on the order page (lent with this module's strings). */
export const PositionReportPanel = withModuleStrings('dispatchMap', PositionReportPart);
import { MapViewButton as MapViewButtonPart } from './components/MapViewButton';
/** "Map view" on an order list (lent with this module's strings). */
export const MapViewButton = withModuleStrings('dispatchMap', MapViewButtonPart);
export { mapViewQuery } from './components/MapViewButton';
import { DutyTodayTag as DutyTodayTagPart } from './components/DutyToday';
/** Today's duty of engineers (schedules): the hook and the tag for other modules' pickers. */
export const DutyTodayTag = withModuleStrings('dispatchMap', DutyTodayTagPart);
export { useDutyToday } from './components/DutyToday';
