import type { Language } from '../../config';

type Resource = Record<string, unknown>;

declare const __DEV_PAGES__: boolean;

// Every namespace is its own small chunk per language: only the borrower's language downloads.
// The one map lives in the entry, so the entry can start the texts a page needs (`common`, `ui`
// and the route's own) before i18next and the app shell have arrived. The developer page's texts
// are there only in builds with that page (app/routes.ts): a production entry has no line for them.
const files = {
  ...import.meta.glob<Resource>(['../../locales/*/*.json', '!../../locales/*/devPreview.json'], {
    import: 'default',
  }),
  ...(__DEV_PAGES__
    ? import.meta.glob<Resource>('../../locales/*/devPreview.json', { import: 'default' })
    : {}),
};

/** The namespaces every page needs. */
export const CORE_NAMESPACES = ['common', 'ui'] as const;

const started = new Map<string, Promise<Resource>>();

/** The resource of a namespace (null: no such file); its download starts once. */
export function loadLocale(language: string, namespace: string): Promise<Resource> | null {
  const path = `../../locales/${language}/${namespace}.json`;
  const load = files[path];
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
  const prefix = `../../locales/${language}/`;
  return Object.keys(files)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.json'.length));
}
