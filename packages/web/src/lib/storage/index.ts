export {
  BORROWER_PREFIX,
  clearBorrowerData,
  digest,
  readJson,
  remove,
  type StorageArea,
  writeJson,
} from './storage';
export { zustandLocalStorage } from './zustand-storage';
