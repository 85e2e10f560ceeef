export {
  BORROWER_PREFIX,
  clearBorrowerData,
  digest,
  readJson,
  remove,
  type StorageArea,
  writeJson,
  zustandLocalStorage,
} from './storage';
