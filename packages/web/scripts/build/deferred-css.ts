import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { APP_STYLES_ATTRIBUTE } from '../../src/app/app-styles.ts';

/** The stylesheet link Vite writes into the HTML for the build's one CSS file. */
const LINK = /\s*<link rel="stylesheet"([^>]*)href="\.\/([^"]+\.css)"([^>]*)>/g;

/**
 * The build's one stylesheet (`cssCodeSplit: false`) is preloaded from the HTML, not linked and not
 * inlined: the entry makes it a stylesheet (src/app/app-styles.ts) and the shell's first render
 * waits for it. Linked, it would hold the boot screen's paint; inlined (as it was), its 32 KB were
 * parsed in the HTML's parse task, which sends the scripts' requests and runs before the entry: on
 * a phone at a quarter of this machine's speed about 50-70 ms before every first and repeat open's
 * first read (Lighthouse's simulation starts every script's request after that task). As a
 * preload it downloads beside the scripts and is parsed while the page waits for its shell.
 */
export function deferredCss(): Plugin {
  return {
    name: 'hybrid-loan-deferred-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      const files: string[] = [];
      html.source = html.source.replace(LINK, (_link, _before: string, file: string) => {
        if (!bundle[file]) throw new Error(`deferred-css: no ${file} in the bundle`);
        files.push(file);
        return '';
      });
      if (files.length !== 1)
        throw new Error(`deferred-css: the HTML links ${files.length} stylesheets, expected one`);
      html.source = html.source.replace(
        '</head>',
        `  <link rel="preload" as="style" href="./${files[0]}" ${APP_STYLES_ATTRIBUTE}>\n  </head>`,
      );
    },
  };
}
