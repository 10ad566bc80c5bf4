import { i18nReady, loadModuleStrings } from './src/shell/i18n';

// Tests render translated pages: start each file with the default language's strings in, as a page has.
await i18nReady;
await loadModuleStrings();
