import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code or the session loads: antd's large Spin with its text, drawn without antd
 * (components/plain/plain.css), since it shows before antd has loaded.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="fl-plain fl-loading" aria-live="polite" aria-busy="true">
      <span className="fl-spin-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span>{t('loading')}</span>
    </div>
  );
}
