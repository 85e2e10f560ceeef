// Starts the benchmark's two Chromiums as `npm run bench` does, prints READY, and waits to be
// signalled: what bench-interrupt.test.ts stops.
import { launchBenchBrowsers } from '../bench-chromium';

const browsers = await launchBenchBrowsers();
console.log(`READY ${browsers.chrome.pid} ${browsers.bench.pid}`);
// Keeps running (as a bench in the middle of its pages) until a signal ends it.
setInterval(() => undefined, 60_000);
