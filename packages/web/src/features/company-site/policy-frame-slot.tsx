import { useTranslation } from 'react-i18next';
import { escapeText } from './escape-text';

/** Hides the held place where no script will fill it: the link under it is the way then. */
const NO_SCRIPT_STYLE = '.site-policy-pending{display:none}';

/**
 * The agreement's frame on the prerendered policy page. The HTML holds no frame: a request to
 * another host would come before the page's first paint. It holds a box of the frame's size
 * (nothing moves when the frame comes) that the site's loader fills with the sandboxed frame once
 * the page has loaded (`data-frame-src`, src/site/site-loader.ts), with no hydration needed. React
 * never renders inside the box (its content is raw HTML to React), so hydration, whenever the
 * visitor starts it, keeps the loader's frame.
 */
export function PolicyFrameSlot({ src }: { src: string }) {
  const { t } = useTranslation('site');
  return (
    <>
      <div
        className="site-policy-frame site-policy-pending"
        data-frame-src={src}
        data-frame-title={t('policy.frameTitle')}
        data-testid="policy-frame-slot"
        aria-busy="true"
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped text; the loader replaces it
        dangerouslySetInnerHTML={{ __html: escapeText(t('policy.loading')) }}
      />
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
    </>
  );
}
