import { smokeEveryMainPage } from './engine-smoke';

// Android System WebView 80, the oldest supported Android engine.
smokeEveryMainPage('chromium-80');
