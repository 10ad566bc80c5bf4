export { useCan } from '../../shell/session/useCan';

export { useLocale } from '../../shell/useLocale';
