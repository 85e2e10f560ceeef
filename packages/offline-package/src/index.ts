/**
 * The signed offline package of the web build: how it is written (`writePackage`), checked
 * (`verifyPackage`, the reference verifier of the shell contract) and installed
 * (`installPackage`, `currentPackage`). The format and the rules are in the bridge SDK's README.
 *
 * @packageDocumentation
 */
export {
  collectFiles,
  isShipped,
  type PackageFacts,
  packageFileName,
  writePackage,
} from './build-package.js';
export { currentPackage, type Installed, installPackage } from './install.js';
export {
  keyIdOf,
  publicKeyFromPem,
  SIGNATURE_ALGORITHM,
  SIGNATURE_ENCODING,
  type SignatureFile,
} from './keys.js';
export { LIMITS } from './limits.js';
export {
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  type Manifest,
  type ManifestFile,
  SIGNATURE_FILE,
} from './manifest.js';
export { CURRENT, LAST_GOOD, PACKAGES_DIR, type Pointer } from './pointers.js';
export { REASONS, type ReasonCode, Refusal } from './reasons.js';
export { isTestKey, TEST_KEY_IDS, testKey } from './test-keys.js';
export { SHELL_CONTRACTS, type ShellState, type VerifiedPackage, verifyPackage } from './verify.js';
export { writeZip, type ZipInput } from './zip-write.js';
