import { launchCurrentChromium } from './chromium';
import { launchChromium80 } from './chromium-80';
import type { EngineBrowser, EngineName } from './types';
import { launchWebKit } from './webkit';

/** Starts one browser of the named engine; close it when done. */
export function launchEngine(name: EngineName): Promise<EngineBrowser> {
  switch (name) {
    case 'chromium':
      return launchCurrentChromium();
    case 'chromium-80':
      return launchChromium80();
    case 'webkit':
      return launchWebKit();
  }
}
