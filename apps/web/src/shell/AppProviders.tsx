import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import antdEnGB from 'antd/es/locale/en_GB';
import antdZhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { FIRST_ERROR_SCROLL } from './form-failure';
import { bindMessageApi } from './notify';
import { queryClient } from './query-client';
import { SessionLocaleSync } from './session/SessionLocaleSync';

/**
 * zeroRuntime: component styles come from antd's prebuilt stylesheet (imported by main.tsx), not from
 * CSS-in-JS at render time; only the theme's CSS variables are written at run time. Generating and
 * injecting each component's styles on its first render made the first screens' tasks run 100 ms
 * and more (issue 20, "No long tasks").
 */
const THEME = { token: { colorPrimary: '#1668dc', borderRadius: 6 }, zeroRuntime: true };
/** Any antd form, even one not built on components/Form, shows its first error when a submit fails. */
const FORM = { scrollToFirstError: FIRST_ERROR_SCROLL };

/** Gives the request client the App-context message API, so toasts follow theme and locale. */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === 'en_GB' ? antdEnGB : antdZhCN} theme={THEME} form={FORM}>
        <AntApp>
          <MessageBridge />
          <SessionLocaleSync />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
