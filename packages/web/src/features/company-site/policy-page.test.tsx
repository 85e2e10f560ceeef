import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { EXTERNAL_AGREEMENT_URL } from './external-agreement';
import { PolicyPage } from './policy-page';

describe('policy page', () => {
  it('embeds the agreement in a sandboxed frame and keeps it once loaded', async () => {
    await renderRoute('#/Policy?languageType=1', <PolicyPage timeoutMs={50} />);
    const frame = (await screen.findByTitle('The user agreement')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(EXTERNAL_AGREEMENT_URL);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    fireEvent.load(frame);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('policy-fallback')).toBeNull();
  });

  it('gives way to the link after the timeout', async () => {
    await renderRoute('#/Policy?languageType=1', <PolicyPage timeoutMs={30} />);
    expect(await screen.findByTestId('policy-fallback')).toBeTruthy();
    expect(screen.queryByTitle('The user agreement')).toBeNull();
    const link = screen.getByTestId('policy-fallback').querySelector('a');
    expect(link?.getAttribute('href')).toBe(EXTERNAL_AGREEMENT_URL);
  });
});
