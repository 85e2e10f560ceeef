import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (or CHROMIUM_PATH), started the way this project's machines need. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(
      `Chromium not found at ${path}: install Debian's chromium or set CHROMIUM_PATH.`,
    );
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}
