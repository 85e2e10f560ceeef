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
  readIdentity,
  setPublicMarket,
  watchIdentity,
} from './identity';
