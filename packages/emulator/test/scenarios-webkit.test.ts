import { replaySuiteOn } from './replay-suite';

replaySuiteOn('webkit');
