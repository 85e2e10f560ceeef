/**
 * Every reason a package is refused, with its code (stable: the conformance vectors and the shells
 * use it) and the sentence the verifier prints. One code per refusal of the shell contract.
 */
export const REASONS = {
  NOT_A_ZIP: 'The file is not a zip archive that can be read.',
  NOT_A_FILE: 'An entry is not a plain file (a symbolic link, a folder or another kind of entry).',
  UNSAFE_PATH:
    'An entry path is absolute, holds "..", a backslash or a drive letter, or is not plain UTF-8.',
  CASE_CLASH: 'Two entries have names that are the same when upper and lower case are ignored.',
  TOO_LARGE: 'The package unpacks to more than the size or file count a shell accepts.',
  TOO_COMPRESSED: 'An entry is compressed more than a shell accepts (a zip bomb).',
  MANIFEST_MISSING: 'The package has no manifest.json at its root.',
  SIGNATURE_MISSING: 'The package has no signature.json at its root, or it cannot be read.',
  UNKNOWN_KEY: 'The package is signed with a key the shell does not trust.',
  BAD_SIGNATURE: 'The signature does not match the manifest: it was changed after signing.',
  MANIFEST_INVALID: 'The manifest is signed but is not a manifest of a format this shell reads.',
  EXPIRED: 'The package is past its expiry time (expiresAt).',
  DOWNGRADE: 'The package has a lower build number than the installed one.',
  CONTRACT_MISSING: 'The package needs a contract version the shell does not have.',
  FILE_MISSING: 'A file listed in the manifest is not in the package.',
  FILE_UNLISTED: 'The package holds a file the manifest does not list.',
  FILE_MISMATCH: 'A file differs from the manifest in its bytes or its size.',
} as const;

export type ReasonCode = keyof typeof REASONS;

/** A refused package: `code` for programs, `message` (the reason's sentence and a detail) for people. */
export class Refusal extends Error {
  readonly code: ReasonCode;
  readonly detail: string;

  constructor(code: ReasonCode, detail = '') {
    super(detail ? `${REASONS[code]} (${detail})` : REASONS[code]);
    this.name = 'Refusal';
    this.code = code;
    this.detail = detail;
  }
}

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal;
}
