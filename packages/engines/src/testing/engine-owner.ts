// A process that starts the engines named on its command line and waits to be ended: the process
// cleanup test signals it and checks that nothing it started outlives it.
import { launchEngine } from '../launch';
import { isEngineName } from '../types';

const browsers = [];
for (const name of process.argv.slice(2)) {
  if (!isEngineName(name)) throw new Error(`unknown engine ${name}`);
  const browser = await launchEngine(name);
  // A page each, as a lane has while it replays.
  await browser.newPage();
  browsers.push(browser);
}
process.stdout.write('READY\n');
setInterval(() => undefined, 60_000);
