import { expect, inject, it } from 'vitest';

// The emulator's web app (its production build, the API forwarded to the sandbox server behind
// it): the absolute URLs in the sandbox's answers must name the origin the page used, or a page
// shows no logo and frames no agreement (another origin than its own, which its policy refuses).
it("names the page's origin, not the sandbox server's behind the proxy, in the answers' URLs", async () => {
  const app = new URL(inject('sandboxUrl')).origin;
  expect(app).not.toBe(new URL(inject('sandboxServerUrl')).origin);
  const response = await fetch(`${app}/volleys/v3/loan-details/loan-details`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      productId: '1',
      orderId: '1001',
      languageType: '1',
      deviceId: `answer-origins-${Date.now()}`,
    }).toString(),
  });
  const body = (await response.json()) as { code: number; data: { productLogo?: string } };
  expect(body.code).toBe(0);
  const logo = body.data.productLogo ?? '';
  expect(new URL(logo).origin).toBe(app);
  // The logo is there, an image.
  const image = await fetch(logo);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/svg+xml');
});
