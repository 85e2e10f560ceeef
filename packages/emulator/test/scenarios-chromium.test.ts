import { replaySuiteOn } from './replay-suite';

replaySuiteOn('chromium');
