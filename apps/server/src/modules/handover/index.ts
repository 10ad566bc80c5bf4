export { handoverRoutes } from './routes';
export { registerHandoverMover, type HandoverMover } from './registry';
