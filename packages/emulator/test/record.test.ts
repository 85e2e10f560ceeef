import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parseScenario } from '../src/core/load-scenario';
import { useChromium, withRecordingPanel } from './recording-panel';

const browser = useChromium();

it(
  'records a session in the panel and exports it as a valid, redacted scenario',
  () =>
    withRecordingPanel(browser(), { name: 'record' }, async ({ page, host, identity, out }) => {
      const appOrigin = new URL(host.appUrl).origin;
      await page.waitForFunction(
        (origin) => [...document.querySelectorAll('iframe')].some((f) => f.src.startsWith(origin)),
        appOrigin,
      );
      const frame = page.frameLocator('iframe');
      await frame.locator('[data-testid="service-phone"]').click({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Resume', exact: true }).click();
      await frame.getByLabel('Back', { exact: true }).click();
      await page.getByText(/Recording · 3 steps/).waitFor({ timeout: 5000 });
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByText(`Saved to ${out}`).waitFor({ timeout: 5000 });
      expect(existsSync(out)).toBe(true);
      const text = readFileSync(out, 'utf8');
      const scenario = parseScenario(text, out);
      expect(scenario.entry).toBe('/customerService');
      expect(scenario.steps).toEqual([
        { step: 'tap', testId: 'service-phone' },
        { step: 'event', name: 'resume' },
        { step: 'tap', label: 'Back' },
      ]);
      expect(scenario.expectedCalls).toEqual({
        order: 'strict',
        calls: [
          { method: 'call', params: { phone: '[redacted]' } },
          { method: 'closeWebview', params: {} },
        ],
      });
      expect(text).not.toContain(identity.token);
    }),
  60_000,
);
