/**
 * Where a browser enters an app proxy bound beyond loopback: `/__emulator/run/<secret>/<path>`
 * sets the run's cookie and sends the browser on to `/<path>`. The secret is the run's only
 * credential, so reports and console lines hide whatever follows this prefix (core/redact.ts).
 */
export const RUN_ENTRY_PREFIX = '/__emulator/run/';
