import { lazyPart } from '../../shell/chunks';
import { loadStringsOf } from '../../shell/i18n';

/** What other modules may use of events: paths, and the events tab of customer and equipment details. */
export { SERVICE_EVENT_PATHS, eventByNoPath, eventDetailPath } from './paths';

/** The events of a customer or of a piece of equipment; loads when first shown (under the caller's Suspense). */
export const ServiceEventsTab = lazyPart(() =>
  Promise.all([import('./components/EventsTab'), loadStringsOf('serviceEvents')]).then(([m]) => m.EventsTab),
);
