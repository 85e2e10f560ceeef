import { CHROMIUM_ARGS, chromiumPath } from '@hybrid-loan/engines';
import { type Browser, chromium } from 'playwright-core';

// The path and flags are the engines package's, written once for every Chromium of the project.
export { CHROMIUM_ARGS, chromiumPath };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}
