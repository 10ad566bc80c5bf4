/** What the app and other modules use of sign-in and accounts; the rest is internal. */
export { authRoutes } from './routes';
export { authJobs } from './jobs';
export { authErrors } from './errors';
