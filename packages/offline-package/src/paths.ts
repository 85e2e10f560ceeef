/**
 * The path rule of the shell contract: an entry path is relative, in forward-slash segments, none
 * empty, `.` or `..`, with no backslash, no drive letter, no control character, and never
 * resolves outside the package's folder. The same rule holds for the manifest's `path`s.
 */
export function unsafePathReason(path: string): string | null {
  if (path.length === 0) return 'empty path';
  if (path.startsWith('/')) return `absolute path "${path}"`;
  if (/^[a-zA-Z]:/.test(path)) return `drive letter in "${path}"`;
  if (path.includes('\\')) return `backslash in "${path}"`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(path)) return `control character in ${JSON.stringify(path)}`;
  const segments = path.split('/');
  if (segments.includes('..')) return `".." in "${path}"`;
  if (segments.some((s) => s === '' || s === '.')) return `empty or "." segment in "${path}"`;
  return null;
}

/** The key two names clash on: file systems of phones may ignore case (and Unicode forms). */
export function caseKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}
