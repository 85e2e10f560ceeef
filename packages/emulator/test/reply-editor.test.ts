import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parseScenario } from '../src/core/load-scenario';
import { useChromium, withRecordingPanel } from './recording-panel';

const browser = useChromium();

it(
  'asks for unscripted calls (hello is always the shell’s own) in a non-modal editor and saves the answers into the scenario',
  () =>
    withRecordingPanel(
      browser(),
      { name: 'ask', shell: { unscripted: 'ask' } },
      async ({ page, out }) => {
        const editor = page.getByRole('complementary', { name: /Waiting for a reply/ });
        const frame = page.frameLocator('iframe');
        await frame.locator('[data-testid="service-phone"]').click({ timeout: 15_000 });
        await editor.getByText('call', { exact: true }).waitFor();
        // Not modal: the page stays usable while the call waits.
        await frame.locator('[data-testid="service-email"]').isVisible();
        await editor.getByLabel('Error code').selectOption('NATIVE_ERROR');
        await editor.getByRole('button', { name: 'Reply error' }).click();
        await frame.getByText('Could not start the call').waitFor({ timeout: 5000 });
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        await page.getByText(`Saved to ${out}`).waitFor({ timeout: 5000 });
        const scenario = parseScenario(readFileSync(out, 'utf8'), out);
        expect(scenario.replies?.call).toEqual({
          error: { code: 'NATIVE_ERROR', message: 'answered in the emulator' },
        });
        expect(scenario.replies?.hello).toBeUndefined();
        expect(scenario.unscripted).toBe('fail');
      },
    ),
  60_000,
);
