import { configuredHosts } from '@hybrid-loan/dev-server';

/** Names the emulator's servers answer for beyond the loopback ones: `EMULATOR_ALLOWED_HOSTS=a,b`. */
export const allowedHosts = (): string[] => configuredHosts('EMULATOR_ALLOWED_HOSTS');

/**
 * A foreign Origin the emulator's servers pass on to the sandbox's API: a loopback http origin,
 * which is how the emulator stands in for the iOS shell's package origin (see
 * package/ios-origin.ts). The sandbox answers it by CORS; every other foreign Origin is refused.
 */
export function apiCrossOrigin(origin: string, target: string, apiPrefix: string): boolean {
  return (
    target.startsWith(apiPrefix) &&
    /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/.test(origin)
  );
}
