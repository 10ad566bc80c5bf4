import 'i18next';
import type { zh_CN } from './locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zh_CN };
  }
}
