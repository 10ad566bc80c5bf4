/** Uploads and stored files as other modules use them; the rest is internal. */
export { fileRoutes } from './routes';
export { fileUrl, receiveFile, saveUpload } from './store';
export { humanSize } from './file-types';
export { readXlsxUpload } from './xlsx-upload';
