export { borrowerLocalStorage } from './borrower-storage';
export {
  adoptIdentityFrom,
  borrowerKey,
  borrowerStorageKey,
  currentMarket,
  forgetIdentity,
  getIdentity,
  hasBorrower,
  IDENTITY_KEYS,
  type Identity,
  type IdentityChange,
  type IdentityKey,
  initIdentity,
  marketServicePhone,
  setPublicMarket,
  watchIdentity,
} from './identity';
