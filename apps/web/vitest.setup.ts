import i18n from 'i18next';
import { LAZY_MODULES } from './src/locales/lazy';
import { i18nReady, loadModuleStrings } from './src/shell/i18n';

// Tests render translated pages: start each file with the default language's strings in, as a page has
// (and the strings of the modules that load theirs with their pages, since tests render those pages directly).
await i18nReady;
await Promise.all([loadModuleStrings(), i18n.loadNamespaces(LAZY_MODULES)]);

// React's act() and antd's responsive hooks in jsdom, once for every test that renders (jsdom has no matchMedia).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
