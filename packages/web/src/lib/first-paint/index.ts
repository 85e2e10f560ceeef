export { afterFirstPaint, firstCommitted, useAfterFirstPaint } from './after-first-paint';
export { useLive } from './use-live';
