/**
 * The joint-login failure API obfuscates its field names. This is the one place that says what
 * each one means; the rest of the page only sees the readable names.
 */
export const FAILURE_FIELDS = {
  // /indah/stand/targeted (the page): data
  statusCode: 'vessel',
  message: 'murmur',
  notice: 'lantern',
  products: 'harvest',
  // each product
  productId: 'pebble',
  logo: 'crest',
  name: 'banner',
  description: 'whisper',
  rate: 'tide',
  /** 1 active, '0' inactive. */
  buttonState: 'ember',
  buttonText: 'chime',
  // /indah/stand/necessity (click event) and /indah/stand/joint (open product)
  position: 'orbit',
  /** /indah/stand/joint: data, where the product opens. */
  url: 'harbor',
} as const;
