export { PROBLEM_INIT_CALL } from './problem-init';
export { COLLECTION_TYPE, PROBLEM_INIT_V3_CALL } from './problem-types';
