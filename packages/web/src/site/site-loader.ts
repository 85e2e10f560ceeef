/**
 * The public pages' only inline script: the page is complete HTML (its text and links work
 * without script), so its hydration entry (the URL in `<html data-hydrate>`, same origin) loads
 * only when the visitor first interacts with it (a touch, a press, a key, a focus): reading costs
 * no JavaScript at all, before or after the first paint. Not on hover: Chromium sends a page the
 * pointer is over a mouseover as soon as it lays out, with no visitor doing anything. A page with
 * `<html data-hydrate-on-load>` (one showing what only a live page can: the policy's frame) loads
 * it once the page has loaded, after its first paint, or at a first interaction before that.
 * Written for the oldest engines (ES5). Its hash is allowed by the pages' CSP (SITE_LOADER_HASH;
 * a test checks it).
 */
export const SITE_LOADER =
  '(function(){var d=document,h=d.documentElement,e=["pointerdown","touchstart","keydown",' +
  '"focusin"],done=0;function go(){if(done)return;done=1;for(var i=0;i<e.length;i++)' +
  'removeEventListener(e[i],go,true);var s=d.createElement("script");s.type="module";' +
  's.src=h.getAttribute("data-hydrate");d.head.appendChild(s)}' +
  'for(var i=0;i<e.length;i++)addEventListener(e[i],go,{capture:true,passive:true});' +
  'if(h.hasAttribute("data-hydrate-on-load"))' +
  'addEventListener("load",function(){setTimeout(go,0)})})()';

/** The CSP source that allows SITE_LOADER: `'sha256-<base64 of its SHA-256>'`. */
export const SITE_LOADER_HASH = "'sha256-ZP02HgxW5gWldKt94nz51lKAUYVJg4pUXZp43J1eBNA='";
