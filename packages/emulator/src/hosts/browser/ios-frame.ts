import { type IosOrigin, startIosOrigin } from '../package/ios-origin';
import type { LivePackage } from '../package/live-package';
import { framableHeaders } from '../proxy-target';
import { answerShim, injectShimTag, SHIM_PATH } from './app-proxy';

/**
 * The iOS way in `emulator open`: the package the device's shell serves now, on an origin of its
 * own (the replay's ios-origin.ts, the one copy), as the panel frames it: the shim served there
 * and put in its HTML, as the app proxy does on the app's origin, and only the panel may frame it.
 * Its API is the app proxy's origin, called by CORS. An iPhone profile's opens load from here.
 */
export function startFramedIosOrigin(
  live: LivePackage,
  apiOrigin: string,
  ancestors: () => readonly string[],
): Promise<IosOrigin> {
  return startIosOrigin(() => live.serving(), apiOrigin, {
    answer: (_req, res, target) => {
      if (target.pathname !== SHIM_PATH) return false;
      answerShim(res, ancestors());
      return true;
    },
    html: injectShimTag,
    // framableHeaders of no header at all: the one `frame-ancestors` directive.
    headers: (): Record<string, string> => ({
      'Content-Security-Policy': String(
        framableHeaders({}, ancestors())['content-security-policy'],
      ),
    }),
    onFile: () => live.fileServed(),
  });
}
