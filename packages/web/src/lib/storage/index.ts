export { readJson, remove, type StorageArea, writeJson, zustandLocalStorage } from './storage';
