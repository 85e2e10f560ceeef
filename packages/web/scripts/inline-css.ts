import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The stylesheet link Vite writes into the HTML for the build's one CSS file. */
const LINK = /\s*<link rel="stylesheet"[^>]*href="\.\/([^"]+\.css)"[^>]*>/g;

/**
 * Puts the build's stylesheet into the HTML's `<style>` (the build has one: `cssCodeSplit: false`)
 * and drops the file. Every page's styles are a few KB compressed (all of them about 8 KB with
 * Brotli), which arrive in the HTML's first round trip; as files they were one to five requests
 * per page (shell, kit, the page's and its parts'), each a round trip and a share of a slow link
 * beside the app's scripts while the page waited for its data. The policy allows inline styles
 * (`style-src 'unsafe-inline'`), as the boot screen's always needed.
 */
export function inlineCss(): Plugin {
  return {
    name: 'hybrid-loan-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const html = bundle['index.html'] as OutputAsset | undefined;
      if (!html || typeof html.source !== 'string') return;
      const css: string[] = [];
      html.source = html.source.replace(LINK, (_link, file: string) => {
        const asset = bundle[file] as OutputAsset | undefined;
        if (!asset) throw new Error(`inline-css: no ${file} in the bundle`);
        css.push(String(asset.source).replace(/<\/style/gi, '<\\/style'));
        delete bundle[file];
        return '';
      });
      if (css.length === 0) throw new Error('inline-css: the HTML links no stylesheet');
      html.source = html.source.replace('</head>', `    <style>${css.join('')}</style>\n  </head>`);
    },
  };
}
