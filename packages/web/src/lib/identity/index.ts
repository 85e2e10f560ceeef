export {
  borrowerKey,
  currentMarket,
  forgetIdentity,
  getIdentity,
  hasBorrower,
  IDENTITY_KEYS,
  type Identity,
  type IdentityKey,
  initIdentity,
  marketServicePhone,
  withIdentity,
} from './identity';
