export {
  afterContentPainted,
  afterFirstPaint,
  firstCommitted,
  type IdleWindow,
  useAfterFirstPaint,
} from './after-first-paint';
export { useLive } from './use-live';
