export { type RawAnswer, rawRequest } from './raw-request';
