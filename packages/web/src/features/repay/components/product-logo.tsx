import { useState } from 'react';
import { isSafeWebUrl } from '../../../lib/safe-url';

/** Server images: http(s), or an inline picture; never a script URL. */
function isImageSrc(src: string): boolean {
  return isSafeWebUrl(src) || /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(src);
}

/** The product's logo; decorative (the name is next to it), and gone rather than broken when it fails. */
export function ProductLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed || !isImageSrc(src)) return null;
  return <img src={src} alt="" width={40} height={40} onError={() => setFailed(true)} />;
}
