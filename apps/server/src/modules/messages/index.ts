/** The message centre: its routes and its consumer of domain events; the rest is internal. */
export { messageRoutes } from './routes';
export { messageConsumer } from './consumer';
