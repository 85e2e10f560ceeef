export {
  notify,
  TOAST_DEFAULT_MS,
  TOAST_LONG_MS,
  TOAST_MIN_MS,
  TOAST_SHORT_MS,
  type ToastMessage,
} from './notify';
