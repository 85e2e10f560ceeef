// What tests of other packages use to check that what they started has ended.
export { descendants, type Proc, stillRunning } from './process-tree';
