import status21 from './assets/status-21.svg';
import status110 from './assets/status-110.svg';
import status151 from './assets/status-151.svg';
import status174 from './assets/status-174.svg';
import status180 from './assets/status-180.svg';
import status200 from './assets/status-200.svg';

const IMAGES: Record<string, string> = {
  '21': status21,
  '151': status151,
  '174': status174,
  '180': status180,
  '110': status110,
  '200': status200,
};

/** The picture for an order status; statuses without their own use the 200 one. */
export function statusImage(status: string): string {
  return IMAGES[status.trim()] ?? status200;
}
