import { smokeEveryMainPage } from './engine-smoke';

// WebKit, the engine family of iOS WKWebView.
smokeEveryMainPage('webkit');
