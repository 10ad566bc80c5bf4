import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** The current user could not be loaded (network or server down): offer a reload. */
export function SessionLoadFailed() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('errors.crash.title')}
      subTitle={t('errors.crash.body')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}

/** Router error element: a page chunk failed to load or a page threw while rendering. */
export function RouteCrash() {
  const error = useRouteError();
  console.error(error);
  return <SessionLoadFailed />;
}
