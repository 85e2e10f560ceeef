import type { Language } from '../../config';

type Resource = Record<string, unknown>;

// The namespaces every page needs (`common`, `ui`), one small chunk per language: only the
// borrower's language downloads, and the entry starts it before the app shell has arrived.
const core = import.meta.glob<Resource>(
  ['../../locales/*/common.json', '../../locales/*/ui.json'],
  {
    import: 'default',
  },
);

export const CORE_NAMESPACES = ['common', 'ui'] as const;

const started = new Map<string, Promise<Resource>>();

/** The resource of a core namespace (null: not a core one); the download starts once. */
export function loadCoreLocale(language: string, namespace: string): Promise<Resource> | null {
  const path = `../../locales/${language}/${namespace}.json`;
  const load = core[path];
  if (!load) return null;
  let resource = started.get(path);
  if (!resource) {
    resource = load();
    started.set(path, resource);
  }
  return resource;
}

/** Starts the language's core namespaces (called by the entry, before i18next has loaded). */
export function preloadCoreLocales(language: Language): void {
  for (const ns of CORE_NAMESPACES) loadCoreLocale(language, ns)?.catch(() => undefined);
}
