import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS } from '@hybrid-loan/engines';

/** An engine on a grid: the capabilities a session asks for, and Appium's webview context. */
export interface GridEngine {
  name: string;
  capabilities: Record<string, unknown>;
  /** Appium: `WEBVIEW` (the first webview) or a context's exact name. */
  context?: string;
}

/**
 * The engines `--engines` names without a capabilities file: Chromium as Selenium's `chrome`
 * (headless; Debian's chromium on the local grid, any Chrome node elsewhere), and WebKitGTK's
 * MiniBrowser (the local grid's WebKit relay nodes).
 */
export const GRID_ENGINE_PRESETS: Record<string, GridEngine> = {
  chromium: {
    name: 'chromium',
    capabilities: { browserName: 'chrome', 'goog:chromeOptions': { args: CHROMIUM_ARGS } },
  },
  webkit: { name: 'webkit', capabilities: { browserName: 'MiniBrowser' } },
};

/**
 * The engines of a grid run: each name from the capabilities file (`{ "name": { "capabilities":
 * {...}, "context": "WEBVIEW" } }`) or a preset. A file never holds credentials: they come from
 * WEBDRIVER_USERNAME and WEBDRIVER_ACCESS_KEY.
 */
export function gridEngines(names: string[], capabilitiesFile?: string): GridEngine[] {
  const file = capabilitiesFile
    ? (JSON.parse(readFileSync(capabilitiesFile, 'utf8')) as Record<
        string,
        { capabilities?: Record<string, unknown>; context?: string }
      >)
    : {};
  return names.map((name) => {
    const entry = file[name];
    if (entry?.capabilities) {
      const secret = /"(accessKey|access_key|password|apiKey|userName|username)"/i.exec(
        JSON.stringify(entry.capabilities),
      );
      if (secret)
        throw new Error(
          `grid: ${capabilitiesFile} puts "${secret[1]}" in the capabilities of ${name}; credentials go in WEBDRIVER_USERNAME and WEBDRIVER_ACCESS_KEY`,
        );
      return {
        name,
        capabilities: entry.capabilities,
        ...(entry.context ? { context: entry.context } : {}),
      };
    }
    const preset = GRID_ENGINE_PRESETS[name];
    if (!preset)
      throw new Error(
        `grid: no capabilities for "${name}"; presets: ${Object.keys(GRID_ENGINE_PRESETS).join(', ')}, or name it in --capabilities <file.json>`,
      );
    return preset;
  });
}
