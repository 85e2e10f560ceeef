import { useState } from 'react';
import { safeWebUrl } from '../../../lib/safe-url';

/** Server images: http(s) (the URL that was checked), or an inline picture; never a script URL. */
function imageSrc(src: string): string | null {
  return (
    safeWebUrl(src) ?? (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(src) ? src : null)
  );
}

/** The product's logo; decorative (the name is next to it), and gone rather than broken when it fails. */
export function ProductLogo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const checked = src ? imageSrc(src) : null;
  if (failed || !checked) return null;
  return (
    <img
      src={checked}
      alt=""
      fetchPriority="low"
      width={40}
      height={40}
      onError={() => setFailed(true)}
    />
  );
}
