// Looks up a global or a static member in MDN's browser-compat-data and tells which floor
// engines lack it.
import bcd from '@mdn/browser-compat-data' with { type: 'json' };

// Objects every page reaches through a global instance: `navigator.x` is `api.Navigator.x`.
const INSTANCES = {
  navigator: 'Navigator',
  document: 'Document',
  location: 'Location',
  history: 'History',
  screen: 'Screen',
  performance: 'Performance',
  crypto: 'Crypto',
  localStorage: 'Storage',
  sessionStorage: 'Storage',
};
const WINDOW_ALIASES = new Set(['window', 'self', 'globalThis']);

function versionOf(value) {
  if (value === true || value === null || value === undefined) return 0; // supported, version unknown
  if (value === false || value === 'preview') return Number.POSITIVE_INFINITY;
  return Number.parseFloat(String(value).replace('≤', ''));
}

function supportedAt(statements, version) {
  // No data for this browser: we cannot say it is missing, so it does not fail the check.
  if (!statements) return true;
  const list = Array.isArray(statements) ? statements : [statements];
  return list.some(
    (s) =>
      !s.flags &&
      !s.prefix &&
      !s.alternative_name &&
      versionOf(s.version_added) <= version &&
      (s.version_removed === undefined || versionOf(s.version_removed) > version),
  );
}

function missingIn(compat, targets) {
  if (!compat) return [];
  const lacking = [];
  for (const [browser, version] of Object.entries(targets)) {
    if (!supportedAt(compat.support[browser], version)) {
      const added = [compat.support[browser]].flat()[0]?.version_added;
      lacking.push(`${browser} ${version} (added in ${added === false ? 'none yet' : added})`);
    }
  }
  return lacking;
}

/** MDN compat entries for a global name used bare (`structuredClone`, `WeakRef`, `requestIdleCallback`). */
export function globalEntry(name) {
  return (
    bcd.api[name]?.__compat ??
    bcd.api.Window[name]?.__compat ??
    bcd.api.WorkerGlobalScope?.[name]?.__compat ??
    bcd.javascript.builtins[name]?.__compat ??
    null
  );
}

/** MDN compat entry for `object.member` where `object` is a global (`AbortSignal.any`, `Object.hasOwn`, `navigator.connection`). */
export function memberEntry(object, member) {
  if (WINDOW_ALIASES.has(object)) return globalEntry(member);
  const instance = INSTANCES[object];
  if (instance) return bcd.api[instance]?.[member]?.__compat ?? null;
  return (
    bcd.api[object]?.[`${member}_static`]?.__compat ??
    bcd.javascript.builtins[object]?.[member]?.__compat ??
    null
  );
}

/** The floor engines lacking a global (or `object.member` when member is given); [] when all have it. */
export function lackingEngines(targets, object, member) {
  return missingIn(
    member === undefined ? globalEntry(object) : memberEntry(object, member),
    targets,
  );
}
