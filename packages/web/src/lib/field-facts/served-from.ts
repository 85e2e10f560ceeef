import type { PackageInfoResult } from '@hybrid-loan/bridge-sdk';

/** Where the page's files came from: a shell's offline package (its build) or the network (0). */
export type ServedFrom = Pick<PackageInfoResult, 'source' | 'build'>;

/** A page the network served (no shell said otherwise). */
export const FROM_NETWORK: ServedFrom = { source: 'network', build: 0 };
