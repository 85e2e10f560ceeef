export { engineLabel, engineOf, platformOf } from './engine';
export { sendBatch } from './send-batch';
export { FROM_NETWORK, type ServedFrom } from './served-from';
