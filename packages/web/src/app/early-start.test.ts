import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQaList } from '../features/chatbot/api/get-qa-list';
import { problemInit } from '../features/complaint/api/problem-init';
import { getContactInfo } from '../features/customer-service/api/get-contact-info';
import { getConfirmDetail } from '../features/loan-confirm/api/get-confirm-detail';
import { getContracts } from '../features/loan-confirm/api/get-contracts';
import { CONTRACT_SCENE } from '../features/loan-confirm/api/v3-marker';
import { getLoanDetails } from '../features/loan-details/api/get-loan-details';
import { initBanks, initMarkets } from '../features/pay-method/api/init-pay-type';
import { usePayChoice } from '../features/pay-method/stores/pay-choice-store';
import { getSid } from '../features/promotion/api/get-sid';
import { getTemplate } from '../features/promotion/api/get-template';
import { visitorDeviceId } from '../features/promotion/visitor-device';
import { getProducts } from '../features/recommend/api/get-products';
import { getInstalmentPlan } from '../features/repay/api/get-instalment-plan';
import { forgetIdentity, initIdentity } from '../lib/identity';
import { earlyPlan, startEarly } from './early-start';
import { appRoutes } from './routes';

function readFor(hash: string) {
  const plan = earlyPlan(appRoutes, hash);
  return { route: plan?.route ?? null, read: plan?.reads[0] ?? null };
}

const wire = (e: { method: string; path: string }) => ({ method: e.method, path: e.path });

describe('the early start (before React)', () => {
  beforeEach(() => {
    forgetIdentity();
    window.history.replaceState(null, '', '/#/x?token=tk&deviceId=dev-start&languageType=2');
    initIdentity(window);
  });

  it.each([
    [
      `#${PAGES.loanDetails.path}?productId=1&orderId=1001`,
      getLoanDetails,
      { productId: '1', orderId: '1001' },
    ],
    [
      `#${PAGES.repay.path}?productId=1&orderId=1001`,
      getInstalmentPlan,
      { productId: '1', orderId: '1001' },
    ],
    [`#${PAGES.relevant.path}?scene=banner_fudai`, getProducts, { scene: 'banner_fudai' }],
    [`#${PAGES.complaintForm.path}?orderNo=ORD1`, problemInit, { orderNo: 'ORD1' }],
    [`#${PAGES.customerService.path}`, getContactInfo, { overall: 30 }],
    [`#${PAGES.chatbot.path}?orderNo=ORD1001`, getQaList, { orderNo: 'ORD1001', pid: '0' }],
  ])('%s sends the read its page asks for', (hash, endpoint, params) => {
    const { read } = readFor(hash);
    expect(read && wire(read.endpoint)).toEqual(wire(endpoint));
    expect(read?.params).toEqual(params);
  });

  it('the loan confirmation sends both its reads: the details and the agreements', () => {
    const reads = earlyPlan(appRoutes, `#${PAGES.loanConfirm.path}?productId=7`)?.reads ?? [];
    expect(reads.map((r) => [wire(r.endpoint), r.params])).toEqual([
      [wire(getConfirmDetail), { productId: '7' }],
      [wire(getContracts), { productId: '7', scene: CONTRACT_SCENE }],
    ]);
    expect(earlyPlan(appRoutes, `#${PAGES.loanConfirm.path}`)?.reads).toEqual([]);
  });

  it('the pay-method page reads the type it opens on: the stored choice, or banks when fresh', () => {
    const hash = `#${PAGES.payMethod.path}?productId=1&orderId=1001&amount=500`;
    expect(readFor(hash).read?.params).toEqual({ productId: '1', orderId: '1001', pay_type: '1' });
    usePayChoice.getState().choose({ payType: '2', payCode: 'ALFAMART', methodIndex: null });
    const market = readFor(hash).read;
    expect(market && wire(market.endpoint)).toEqual(wire(initMarkets));
    expect(market?.params).toEqual({ productId: '1', orderId: '1001', pay_type: '2' });
    expect(wire(initBanks)).toEqual(wire(initMarkets));
    expect(readFor(`${hash}&fresh=1`).read?.params).toMatchObject({ pay_type: '1' });
    // The store outlives this file in the shared test worker: leave it as a new visit finds it.
    usePayChoice.getState().startFresh();
  });

  it('registration reads the campaign template as the visitor device, signed out too', () => {
    forgetIdentity();
    const reads = earlyPlan(
      appRoutes,
      `#${PAGES.registerTemplate.path}?id=%207%20&app_from=h5`,
    )?.reads;
    // The template, and the captcha's session the form asks for as it shows.
    expect(reads?.map((r) => [wire(r.endpoint), r.params])).toEqual([
      [wire(getTemplate), { templateId: '7', deviceId: visitorDeviceId() }],
      [wire(getSid), { deviceId: visitorDeviceId() }],
    ]);
    expect(readFor(`#${PAGES.registerTemplate.path}?app_from=h5`).read).toBeNull();
  });

  it('sends nothing when the page would not ask (missing ids) or for a signed-out borrower', () => {
    expect(readFor(`#${PAGES.loanDetails.path}?productId=1`).read).toBeNull();
    forgetIdentity();
    expect(readFor(`#${PAGES.loanDetails.path}?productId=1&orderId=2`)).toEqual({
      route: null,
      read: null,
    });
  });

  it('sends nothing for an unknown path', () => {
    expect(readFor('#/no-such-page')).toEqual({ route: null, read: null });
  });

  it('starts axios only for a borrower page whose first data has no early read', () => {
    // A borrower page that asks the API without an early read (the complaint list).
    expect(earlyPlan(appRoutes, `#${PAGES.complaintList.path}`)?.wire).toBe(true);
    // The virtual account's creation goes early too (see early-creation.test.tsx).
    expect(
      earlyPlan(appRoutes, `#${PAGES.paymentInstructions.path}?productId=1&orderId=2&amount=5`)
        ?.wire,
    ).toBe(false);
    // An early read paints without axios; the company site calls no API on opening.
    expect(earlyPlan(appRoutes, `#${PAGES.loanDetails.path}?productId=1&orderId=2`)?.wire).toBe(
      false,
    );
    expect(earlyPlan(appRoutes, `#${PAGES.home.path}`)?.wire).toBe(false);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Starts the route at `hash` as the entry does, with the fetches and the queued tasks seen. */
  function startQueued(path: string, hash: string) {
    const sent = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const declared = appRoutes.find((r) => r.path === path);
    if (!declared) throw new Error(`no route ${path}`);
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const queued: Array<() => void> = [];
    const route = startEarly([{ ...declared, load }], hash, (work) => queued.push(work));
    const urls = () => sent.mock.calls.map((call) => String(call[0]));
    return { route, load, queued, urls };
  }

  it("sends the read in the task after the entry's and the chunk preload in the one after", () => {
    const { route, load, queued, urls } = startQueued(
      PAGES.customerService.path,
      `#${PAGES.customerService.path}`,
    );
    expect(route?.path).toBe(PAGES.customerService.path);
    expect(urls()).toHaveLength(0);
    expect(queued).toHaveLength(2);
    queued[0]?.();
    expect(urls()).toHaveLength(1);
    expect(urls()[0]).toContain(getContactInfo.path);
    expect(load).not.toHaveBeenCalled();
    queued[1]?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sends all of a page's early reads in one task, the chunk preload in the next", () => {
    const { load, queued, urls } = startQueued(
      PAGES.loanConfirm.path,
      `#${PAGES.loanConfirm.path}?productId=7`,
    );
    expect(urls()).toHaveLength(0);
    expect(queued).toHaveLength(2);
    queued[0]?.();
    expect(urls()).toHaveLength(2);
    expect(urls()[0]).toContain(getConfirmDetail.path);
    expect(urls()[1]).toContain(getContracts.path);
    expect(load).not.toHaveBeenCalled();
    queued[1]?.();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
