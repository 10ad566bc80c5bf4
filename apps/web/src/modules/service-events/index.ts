import { lazyPart } from '../../shell/chunks';

/** What other modules may use of events: paths, and the events tab of customer and equipment details. */
export { SERVICE_EVENT_PATHS, eventByNoPath, eventDetailPath } from './paths';

/** The events of a customer or of a piece of equipment; loads when first shown (under the caller's Suspense). */
export const ServiceEventsTab = lazyPart(() => import('./components/EventsTab').then((m) => m.EventsTab));
