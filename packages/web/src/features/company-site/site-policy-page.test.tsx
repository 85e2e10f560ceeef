import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../../sandbox/test-server';
import { renderRoute } from '../../test/render-route';
import { EXTERNAL_AGREEMENT_URL } from './external-agreement';
import { SitePolicyPage } from './site-policy-page';

const server = useSandbox();
const hostAnswers = () =>
  server.use(http.get(EXTERNAL_AGREEMENT_URL, () => HttpResponse.text('<h1>Agreement</h1>')));
const hostDown = () => server.use(http.get(EXTERNAL_AGREEMENT_URL, () => HttpResponse.error()));
const frame = () => screen.queryByTitle('The user agreement') as HTMLIFrameElement | null;

describe('policy page', () => {
  it('embeds the agreement in a sandboxed frame and keeps it once loaded and its host answered', async () => {
    hostAnswers();
    await renderRoute('#/Policy?languageType=1', <SitePolicyPage timeoutMs={2000} />);
    const shown = (await screen.findByTitle('The user agreement')) as HTMLIFrameElement;
    expect(shown.getAttribute('src')).toBe(EXTERNAL_AGREEMENT_URL);
    expect(shown.getAttribute('sandbox')).toBe('allow-same-origin');
    fireEvent.load(shown);
    await waitFor(() => expect(frame()?.dataset.state).toBe('loaded'));
    await new Promise((r) => setTimeout(r, 2100));
    expect(screen.queryByTestId('policy-fallback')).toBeNull();
  });

  it('shows the fallback with the link at once when the host does not answer, though the frame fired load', async () => {
    hostDown();
    // A timeout longer than the wait below: only the host check can show the fallback in time.
    await renderRoute('#/Policy?languageType=1', <SitePolicyPage timeoutMs={120_000} />);
    // The browser's error page fires load as the agreement would.
    fireEvent.load(await screen.findByTitle('The user agreement'));
    const fallback = await screen.findByTestId('policy-fallback');
    expect(frame()).toBeNull();
    expect(fallback.querySelector('a')?.getAttribute('href')).toBe(EXTERNAL_AGREEMENT_URL);
  });

  it('gives way to the link after the timeout when the frame never loads', async () => {
    hostAnswers();
    await renderRoute('#/Policy?languageType=1', <SitePolicyPage timeoutMs={50} />);
    expect(await screen.findByTestId('policy-fallback')).toBeTruthy();
    expect(frame()).toBeNull();
    const link = screen.getByTestId('policy-fallback').querySelector('a');
    expect(link?.getAttribute('href')).toBe(EXTERNAL_AGREEMENT_URL);
  });
});
