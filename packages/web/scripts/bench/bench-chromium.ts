import { CHROMIUM_ARGS } from '../../e2e/chromium';

/**
 * The benchmark's Chromium: the project's flags, and without the browser UI's own pages. Headless
 * Chromium (156) renders its desktop UI off screen, and at every new tab it loads the omnibox popup
 * as a WebUI page of its own (a renderer fetching some 300 chrome:// files). A phone's WebView has no
 * omnibox; on a 2-core machine that renderer took the cores from the page under test while it opened
 * (measured on one build, customer service id-ID, five repeat opens each: LCP 872-1032 ms with it,
 * 816-852 ms without, and a first read that left between 206 and 476 ms after the navigation with
 * it). Nothing the page does changes: the network and CPU throttling are the benchmark's own.
 */
export const BENCH_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];
