import { retryAfterFailedDownload } from './chunk-retry';
import { smokeEveryMainPage } from './engine-smoke';
import { vitalsArriveFrom } from './vitals-arrive';

// The engine lanes of the browser tests, in one file so they run one after another (each starts
// its engine, smokes every main page, stops it) beside the Chromium files in the other worker:
// two extra engines at once beside them overloaded a 2-core machine.
// Android System WebView 80, the oldest supported Android engine.
smokeEveryMainPage('chromium-80');
// Its retry of a page whose code failed to download (it keeps the failure for the document).
retryAfterFailedDownload('chromium-80');
// WebKit, the engine family of iOS WKWebView.
smokeEveryMainPage('webkit');
// Its vitals arrive: its beacons were refused (Origin null), so they go as the field reports do.
vitalsArriveFrom('webkit');
