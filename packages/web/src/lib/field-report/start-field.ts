import { brandConfig, fieldReportsConfig } from '../../config';
import type { ServedFrom } from '../field-facts';
import { startFieldReports } from './reporter';

/**
 * The field side of a page load, started once its first render is on screen: Core Web Vitals
 * (`lib/vitals`, with web-vitals in its own download) and the field reports. What the reporter
 * did goes on `<html data-field-reports>` for QA's scenarios and the tests. Never throws.
 */
export function startField(win: Window, market: string, served?: Promise<ServedFrom>): void {
  // Every beacon says where the page's code came from (a shell's package or the network).
  void Promise.all([import('../vitals'), served])
    .then(([{ startVitals }, from]) => startVitals(brandConfig.vitalsUrl, win, from))
    .catch(() => undefined);
  try {
    win.document.documentElement.dataset.fieldReports = startFieldReports(
      { ...fieldReportsConfig, market },
      win,
    );
  } catch {
    // The page goes on without reports.
  }
}
