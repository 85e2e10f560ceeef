import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ConformanceVector } from '@hybrid-loan/bridge-sdk/testing';
import type { ScriptedReply } from '../../src/types/scenario';
import type { ShimConfig } from '../../src/types/shim-config';

const require = createRequire(import.meta.url);

/** Every vector of the bridge SDK, read through the package's `conformance/*` export. */
export function loadVectors(): ConformanceVector[] {
  const index = require.resolve('@hybrid-loan/bridge-sdk/conformance/index.json');
  const files = JSON.parse(readFileSync(index, 'utf8')) as string[];
  return files.flatMap(
    (f) => JSON.parse(readFileSync(join(dirname(index), f), 'utf8')) as ConformanceVector[],
  );
}

/** The wire reply of a vector as the emulator's scripted reply. */
function scripted(reply: unknown): ScriptedReply {
  const r = reply as { ok?: boolean; result?: unknown; error?: ScriptedReply['error'] } | null;
  if (!r) return { noReply: true };
  return r.ok ? { result: r.result } : { error: r.error as NonNullable<ScriptedReply['error']> };
}

/** The shell a vector asks for, as the emulator's shim config (its replies scripted from the vector). */
export function vectorShimConfig(
  v: ConformanceVector,
  transport: ShimConfig['transport'],
): ShimConfig {
  return {
    platform: v.platform,
    protocol: v.protocol,
    ...(v.options?.legacy ? { legacyTable: v.options.legacy as Record<string, string> } : {}),
    ...(v.shellMethods ? { methods: v.shellMethods } : {}),
    // The brand's app schemes are the shell's too: it refuses openPage to any other non-https one.
    schemes: v.options?.schemes ?? [],
    // The vector's allowlist of page origins (the conformance page is never on it): the shim then
    // refuses every call, as a correct shell does.
    ...(v.allowedOrigins ? { allowedOrigins: v.allowedOrigins } : {}),
    appVersion: '1.0.0',
    replies: { [v.call.method]: scripted(v.reply) },
    unscripted: 'stub',
    transport,
  };
}
