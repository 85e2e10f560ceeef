import { pageScope, placeApi } from './api-origin.ts';
import { brandConfig } from './brand.ts';

/** Where and how often this brand's pages send field reports. */
export interface FieldReportsConfig {
  /**
   * Where batches of reports (errors, failed downloads, bridge and API failures, error states) are
   * sent as a keepalive POST or a beacon (payload: `docs/field-report.schema.json`, how:
   * `docs/field-reports.md`); empty turns them off. The default is the sandbox's endpoint, as for
   * the vitals.
   */
  url: string;
  /** The share of page loads that report, 0 to 1 (decided once per load). */
  sampleRate: number;
  /** The most reports one page sends per load. */
  maxPerPage: number;
}

// Apart from the brand config (the app shell carries that): only the reporter, loaded after the
// first render, reads this.
export const fieldReportsConfig: FieldReportsConfig = {
  // The API's place (api-origin.ts): beside it on the iOS shell's package origin.
  url: placeApi('/volleys/__field', brandConfig.appH5, pageScope),
  sampleRate: 1,
  maxPerPage: 20,
};
