import { useEffect, useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '@fieldline/domain';
import { Outlet } from 'react-router-dom';
// antd's component styles, prebuilt (the theme is zeroRuntime, below); they load with the first antd page
import 'antd/dist/antd.css';
import { antdLocaleIfLoaded, loadAntdLocale } from './antd-locale';
import { FIRST_ERROR_SCROLL } from './form-failure';
import { bindMessageApi } from './notify';

/**
 * zeroRuntime: component styles come from antd's prebuilt stylesheet (imported above), not from
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

/**
 * antd's theme, locale and App context around every page but sign-in: the router's route for them
 * (shell/router.tsx) loads this chunk, with antd's core and stylesheet, on the first such page.
 */
export default function AntdProviders() {
  const { i18n } = useTranslation();
  const language = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  // In before the first render (shell/router.tsx) and before a switch (shell/i18n.ts); else it follows.
  const [locale, setLocale] = useState(() => antdLocaleIfLoaded(language));
  useEffect(() => {
    let live = true;
    loadAntdLocale(language).then(
      (next) => live && setLocale(next),
      () => undefined, // stays in the language it has
    );
    return () => {
      live = false;
    };
  }, [language]);
  return (
    <ConfigProvider locale={antdLocaleIfLoaded(language) ?? locale} theme={THEME} form={FORM}>
      <AntApp>
        <MessageBridge />
        <Outlet />
      </AntApp>
    </ConfigProvider>
  );
}
