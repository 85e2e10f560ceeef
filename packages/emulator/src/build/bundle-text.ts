import { type BuildOptions, build } from 'esbuild';

/**
 * One entry bundled by esbuild in memory, minified, as text: what the hosts serve (the panel) or
 * inject (the shim). Callers keep the promise, so each bundle is built once per process.
 */
export function bundleText(entry: string, options: BuildOptions = {}): Promise<string> {
  return build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    logLevel: 'silent',
    ...options,
  }).then((r) => r.outputFiles?.[0]?.text ?? '');
}
