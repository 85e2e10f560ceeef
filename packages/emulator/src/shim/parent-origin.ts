import type { ShimConfig } from '../types/shim-config';

/**
 * The origin the shim may hand its host channel to (transport `parent`), or null. The config comes
 * from `window.name`, which whoever frames or opens the page sets: a hostile page would name
 * itself, or `*`. So the origin must be one the app proxy said the panel has (it serves the shim
 * with them), exactly: never `*`, never another.
 */
export function trustedParentOrigin(
  config: Pick<ShimConfig, 'parentOrigin'>,
  panelOrigins: readonly unknown[] | undefined,
): string | null {
  const wanted = config.parentOrigin;
  if (typeof wanted !== 'string' || wanted === '*' || !Array.isArray(panelOrigins)) return null;
  return panelOrigins.some((origin) => origin === wanted) ? wanted : null;
}
