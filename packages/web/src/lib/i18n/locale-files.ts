import type { Language } from '../../config';

type Resource = Record<string, unknown>;

declare const __DEV_PAGES__: boolean;

// Every namespace is its own small chunk per language: only the borrower's language downloads.
// The texts every page needs (`common`, `ui`) are in src/locales; a feature's own are in its folder
// (`features/<name>/locales/<language>/<namespace>.json`), read here as data, by file name. The one
// map lives in the entry, so the entry can start the texts a page needs before i18next and the app
// shell have arrived. The developer page's texts are there only in builds with that page
// (app/routes.ts): a production entry has no line for them.
const files = {
  ...import.meta.glob<Resource>(
    [
      '../../locales/*/*.json',
      '../../features/*/locales/*/*.json',
      '!../../features/dev-preview/**',
    ],
    { import: 'default' },
  ),
  ...(__DEV_PAGES__
    ? import.meta.glob<Resource>('../../features/dev-preview/locales/*/*.json', {
        import: 'default',
      })
    : {}),
};

/** A file's language and namespace, from its path's last two parts. */
const FILE = /([^/]+)\/([^/]+)\.json$/;

/** The namespaces every page needs. */
export const CORE_NAMESPACES = ['common', 'ui'] as const;

const started = new Map<string, Promise<Resource>>();

/** The resource of a namespace (null: no such file); its download starts once. */
export function loadLocale(language: string, namespace: string): Promise<Resource> | null {
  const path = Object.keys(files).find((p) => p.endsWith(`/${language}/${namespace}.json`));
  const load = path && files[path];
  if (!load) return null;
  let resource = started.get(path);
  if (!resource) {
    resource = load();
    // A failed download is asked again next time (a retry after a network failure).
    resource.catch(() => started.delete(path));
    started.set(path, resource);
  }
  return resource;
}

/** Starts the downloads of these namespaces (and the core ones) in the language. */
export function preloadLocales(language: Language, namespaces: readonly string[] = []): void {
  for (const ns of [...CORE_NAMESPACES, ...namespaces])
    loadLocale(language, ns)?.catch(() => undefined);
}

/** The namespaces the language has a file for. */
export function localeNamespaces(language: Language): string[] {
  return Object.keys(files)
    .map((path) => FILE.exec(path) ?? [])
    .filter(([, lang]) => lang === language)
    .map(([, , namespace]) => namespace as string);
}
