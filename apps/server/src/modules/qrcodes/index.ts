export { qrCodeRoutes } from './routes';
export { newCode } from './service';
