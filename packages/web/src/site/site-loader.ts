/**
 * The public pages' only inline script: the page is complete HTML (its text and links work
 * without script), so its hydration entry (the URL in `<html data-hydrate>`, same origin) loads
 * only when the visitor first interacts with it (a touch, a press, a key, a focus): reading costs
 * no JavaScript at all, before or after the first paint. Not on hover: Chromium sends a page the
 * pointer is over a mouseover as soon as it lays out, with no visitor doing anything.
 * It also fills each box marked `data-frame-src` (the policy page's agreement: PolicyFrameSlot)
 * with its sandboxed frame, needing no hydration, once the page has loaded and its own largest
 * paint is on screen: where the engine reports largest contentful paints, after the first one is
 * reported (a report comes after the paint is presented), else after the load event, a frame and
 * a task; a two-second deadline after load covers an engine that reports none. So another host's
 * request never races the page's own first paint (a frame after `load` alone did, in about one
 * load in two). Written for the oldest engines (ES5). Its hash is allowed by the pages' CSP
 * (SITE_LOADER_HASH; a test checks it).
 */
export const SITE_LOADER =
  '(function(){var d=document,w=window,e=["pointerdown","touchstart","keydown",' +
  '"focusin"],done=0,framed=0;function go(){if(done)return;done=1;for(var i=0;i<e.length;i++)' +
  'removeEventListener(e[i],go,true);var s=d.createElement("script");s.type="module";' +
  's.src=d.documentElement.getAttribute("data-hydrate");d.head.appendChild(s)}' +
  'for(var i=0;i<e.length;i++)addEventListener(e[i],go,{capture:true,passive:true});' +
  'function frames(){if(framed)return;framed=1;var f=d.querySelectorAll("[data-frame-src]");' +
  'for(var i=0;i<f.length;i++){var b=f[i],x=d.createElement("iframe");' +
  'x.src=b.getAttribute("data-frame-src");x.title=b.getAttribute("data-frame-title");' +
  'x.setAttribute("sandbox","allow-same-origin");x.setAttribute("referrerpolicy","no-referrer");' +
  'b.innerHTML="";b.removeAttribute("aria-busy");b.appendChild(x)}}' +
  'function soon(){setTimeout(frames,0)}' +
  'addEventListener("load",function(){if(!d.querySelector("[data-frame-src]"))return;' +
  'setTimeout(frames,2000);var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;' +
  'if(t&&t.indexOf("largest-contentful-paint")>=0){var o=new P(function(){o.disconnect();soon()});' +
  'o.observe({type:"largest-contentful-paint",buffered:true})}' +
  'else requestAnimationFrame(soon)})' +
  '})()';

/** The CSP source that allows SITE_LOADER: `'sha256-<base64 of its SHA-256>'`. */
export const SITE_LOADER_HASH = "'sha256-E+PKGJGB/IRwSvzwLUtgy8M7iUXRScMkW/YMreMFvw4='";
