export {
  type FieldEvent,
  type FieldEventType,
  fieldEvent,
  MAX_HELD,
  releaseFieldEvents,
  takeFieldEvents,
  watchPageErrors,
} from './field-events';
