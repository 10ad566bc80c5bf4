import { Button, Flex, theme } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * The current user could not be loaded (network or server down), or a page failed: offer a reload. Laid
 * out like antd's warning Result without importing Result, whose three illustrations would weigh on the
 * entry and the frame. `testId` and `errorCode` mark a page's failure (tabs/PageErrorBoundary.tsx).
 */
export function SessionLoadFailed({ testId, errorCode }: { testId?: string; errorCode?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ padding: '48px 32px', textAlign: 'center' }}
      data-testid={testId}
      data-error-code={errorCode}
    >
      <WarningFilled style={{ fontSize: 72, color: token.colorWarning, marginBottom: 16 }} />
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading4, color: token.colorText }}>
        {t('errors.crash.title')}
      </h2>
      <p style={{ margin: 0, color: token.colorTextDescription }}>{t('errors.crash.body')}</p>
      <Button type="primary" style={{ marginTop: 24 }} onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Flex>
  );
}

/** Router error element: a page chunk failed to load or a page threw while rendering. */
export function RouteCrash() {
  const error = useRouteError();
  console.error(error);
  return <SessionLoadFailed />;
}
