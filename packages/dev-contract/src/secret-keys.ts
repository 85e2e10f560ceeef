/**
 * The rule for which named values are never logged, recorded or reported is the contract's (the
 * pages' field reports apply it too): re-exported here for the development tools.
 */
export { isSecretKey } from '@hybrid-loan/bridge-sdk/contract';
