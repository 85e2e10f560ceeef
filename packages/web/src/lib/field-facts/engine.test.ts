import { describe, expect, it } from 'vitest';
import { engineLabel, engineOf, platformOf } from './engine';

describe('the engine and platform from the user agent', () => {
  it('names the engine family and major version', () => {
    const webview80 =
      'Mozilla/5.0 (Linux; Android 10; SM-A105F Build/QP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/80.0.3987.99 Mobile Safari/537.36';
    const ios14 =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    expect(engineOf(webview80)).toEqual({ family: 'chromium', major: 80 });
    expect(engineOf(ios14)).toEqual({ family: 'webkit', major: 14 });
    expect(engineOf('Mozilla/5.0 (X11) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15')).toEqual(
      { family: 'webkit', major: 18 },
    );
    expect(engineLabel(engineOf(webview80))).toBe('chromium 80');
    expect(platformOf(webview80)).toBe('android');
    expect(platformOf(ios14)).toBe('ios');
  });
});
