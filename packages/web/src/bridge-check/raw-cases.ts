import type { BridgeMethodName } from '@hybrid-loan/bridge-sdk/contract';
// The raw messages the self-check posts through the real transport, bypassing the SDK, as a
// hostile page could: a correct shell refuses each (README of the bridge SDK, sections 0 and 2).
// The openPage URLs are those of the conformance vectors' raw messages (a test keeps them so).

/** openPage URLs a shell must answer with INVALID_ARGS, whatever the page's SDK did. */
export const RAW_URLS: readonly { id: string; url: string }[] = [
  { id: 'intent', url: 'intent://scan/#Intent;scheme=zxing;end' },
  { id: 'javascript', url: 'javascript:alert(document.domain)' },
  { id: 'file', url: 'file:///data/data/com.rupiahku.app/shared_prefs/session.xml' },
  { id: 'nul', url: 'ht\u0000tps://evil.example' },
  { id: 'non-ascii', url: 'héttps://evil' },
];

/** A method the contract does not have: answered UNSUPPORTED. */
export const UNKNOWN_METHOD = 'selfDestruct';

/** Params off the method's contract (harmless if a wrong shell took them): INVALID_ARGS. */
export const OFF_CONTRACT = { method: 'trackConfirm', params: { event: 42 } } as const;

/** Messages that are not calls: dropped, no reply, nothing thrown into the page. */
export const NOT_CALLS: readonly unknown[] = [
  '{not json',
  { bridge: 2, session: 'x', id: 1, method: 'hello', params: { contract: 1 } },
  { bridge: 1, method: 'hello', params: { contract: 1 } },
];

/** Params the SDK refuses for each method before anything reaches the shell. */
export const SDK_REFUSED: Readonly<Record<BridgeMethodName, unknown>> = {
  openPage: { url: 'javascript:alert(1)' },
  closeWebview: { extra: 1 },
  goHome: { extra: 1 },
  goMine: { extra: 1 },
  logout: { extra: 1 },
  call: { phone: '*#06#' },
  rate: { extra: 1 },
  trackConfirm: { event: '' },
  bankStart: { orderId: 1 },
  bankEnd: { orderId: 'bridge-check' },
  hello: { contract: 2 },
  packageInfo: { extra: 1 },
  reportHealth: { rendered: 'fine' },
};
