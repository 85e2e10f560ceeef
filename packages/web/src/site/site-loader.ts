/**
 * The public pages' only inline script: once the page has loaded and painted, and the main thread
 * is idle, it adds the hydration entry (the URL in `<html data-hydrate>`, same origin). So no
 * JavaScript downloads before the first contentful paint. Written for the oldest engines (ES5).
 * Its hash is allowed by the pages' CSP (SITE_LOADER_HASH; a test checks it matches).
 */
export const SITE_LOADER =
  '(function(){function go(){var s=document.createElement("script");s.type="module";' +
  's.src=document.documentElement.getAttribute("data-hydrate");document.head.appendChild(s)}' +
  'function idle(){(window.requestIdleCallback||function(f){setTimeout(f,1)})(go,{timeout:2000})}' +
  'function later(){requestAnimationFrame(function(){setTimeout(idle,0)})}' +
  'if(document.readyState==="complete")later();else addEventListener("load",later)})()';

/** The CSP source that allows SITE_LOADER: `'sha256-<base64 of its SHA-256>'`. */
export const SITE_LOADER_HASH = "'sha256-JxW6ur7J1crcoWHbyNPFeR+stGh071/EULeoone18ms='";
