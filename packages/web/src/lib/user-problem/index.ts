export { ComplaintTypesCallProvider, useComplaintTypesCall } from './complaint-types-call';
export { COLLECTION_TYPE } from './problem-types';
