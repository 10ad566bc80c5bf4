import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { PlainButton } from '../components/plain/PlainButton';
import { PlainIcon } from '../components/plain/icons';

/**
 * The current user could not be loaded (network or server down), or a page failed: offer a reload. Laid
 * out like antd's warning Result, without antd: it shows before antd has loaded, and when its chunks
 * cannot load. `testId` and `errorCode` mark a page's failure (tabs/PageErrorBoundary.tsx).
 */
export function SessionLoadFailed({ testId, errorCode }: { testId?: string; errorCode?: string }) {
  const { t } = useTranslation();
  return (
    <div className="fl-plain fl-failed" data-testid={testId} data-error-code={errorCode}>
      <PlainIcon name="warning" />
      <h2>{t('errors.crash.title')}</h2>
      <p>{t('errors.crash.body')}</p>
      <PlainButton variant="primary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </PlainButton>
    </div>
  );
}

/** Router error element: a page chunk failed to load or a page threw while rendering. */
export function RouteCrash() {
  const error = useRouteError();
  console.error(error);
  return <SessionLoadFailed />;
}
