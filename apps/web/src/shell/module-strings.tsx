import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LazyModule } from '../locales/lazy';

/** Renders its children once a module's own strings are in (suspends until then, like a lazy page). */
export function ModuleStrings({ module, children }: { module: LazyModule; children: ReactNode }) {
  // Typed keys live in one namespace (i18next.d.ts); the module's namespace is only asked for here.
  useTranslation(module as unknown as 'translation');
  return children;
}

/**
 * A part a module lends other modules' pages (a tab, a panel): it brings the lending module's strings
 * with it and shows nothing until they are in, without holding up the page around it.
 */
export function withModuleStrings<P extends object>(module: LazyModule, Part: ComponentType<P>) {
  function WithStrings(props: P) {
    return (
      <Suspense fallback={null}>
        <ModuleStrings module={module}>
          <Part {...props} />
        </ModuleStrings>
      </Suspense>
    );
  }
  WithStrings.displayName = `withModuleStrings(${module})`;
  return WithStrings;
}
