export { type FloodAnswer, floodRequest } from './flood-request';
export { type RawAnswer, rawRequest } from './raw-request';
