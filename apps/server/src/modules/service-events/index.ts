/**
 * Events of the service desk (issue 23, spec D5): states 1-7 by the domain's transitions table,
 * pools, conversion to work orders, log and messages, badges; serviceEvent.* domain events (the SLA
 * timers of modules/sla consume them) and the messages they send.
 */
export { serviceEventRoutes } from './routes';
export { serviceEventConsumer } from './consumer';
export { seedDemoServiceEvents } from './demo';
/** The list as GET /v2/event/list answers it (the bench measures it beside its raw twin). */
export { listEvents } from './queries';
import './hosts';
