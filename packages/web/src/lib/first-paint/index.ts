export {
  afterFirstPaint,
  firstCommitted,
  type IdleWindow,
  useAfterFirstPaint,
} from './after-first-paint';
