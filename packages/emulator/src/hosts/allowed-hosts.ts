import { configuredHosts } from '@hybrid-loan/dev-server';

/** Names the emulator's servers answer for beyond the loopback ones: `EMULATOR_ALLOWED_HOSTS=a,b`. */
export const allowedHosts = (): string[] => configuredHosts('EMULATOR_ALLOWED_HOSTS');
