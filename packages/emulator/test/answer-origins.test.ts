import { expect, inject, it } from 'vitest';

// The emulator's web app (its production build, the API forwarded to the sandbox server behind
// it): the absolute URLs in the sandbox's answers must name the origin the page used, or a page
// shows no logo and frames no agreement (another origin than its own, which its policy refuses).
const app = new URL(inject('sandboxUrl')).origin;

async function call(path: string, params: Record<string, string>, deviceId: string) {
  const response = await fetch(`${app}/volleys${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...params, languageType: '1', deviceId }).toString(),
  });
  const body = (await response.json()) as { code: number; data: Record<string, string> };
  expect(body.code).toBe(0);
  return body.data;
}

it("names the page's origin, not the sandbox server's behind the proxy, in the answers' URLs", async () => {
  expect(app).not.toBe(new URL(inject('sandboxServerUrl')).origin);
  const deviceId = `answer-origins-${Date.now()}`;

  const details = await call(
    '/v3/loan-details/loan-details',
    { productId: '1', orderId: '1001' },
    deviceId,
  );
  const logo = details.productLogo ?? '';
  expect(new URL(logo).origin).toBe(app);
  const image = await fetch(logo);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/svg+xml');

  // India's loan agreement, framed by the confirmation page.
  const fixtures = await fetch(`${app}/__sandbox/devices/${deviceId}/fixtures`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ confirm: 'agreement-popup' }),
  });
  expect(fixtures.ok).toBe(true);
  const offer = await call('/v3/loan-confirm/loan-detail-confirm', { productId: '1' }, deviceId);
  const agreement = offer.popAgreementUrl ?? '';
  expect(new URL(agreement).origin).toBe(app);
  expect(await (await fetch(agreement)).text()).toContain('Loan Agreement');
});
