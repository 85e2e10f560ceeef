export {
  borrowerKey,
  borrowerLocalStorage,
  borrowerStorageKey,
  currentMarket,
  forgetIdentity,
  getIdentity,
  hasBorrower,
  IDENTITY_KEYS,
  type Identity,
  type IdentityKey,
  initIdentity,
  marketServicePhone,
} from './identity';
