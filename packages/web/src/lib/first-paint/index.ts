export { afterFirstPaint, firstCommitted, useAfterFirstPaint } from './after-first-paint';
