import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';

describe('axeViolations', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('body > iframe')) frame.remove();
  });

  it('leaves out a frame another file left in the body, not one the test rendered', async () => {
    const stray = document.createElement('iframe');
    document.body.appendChild(stray);
    expect(await axeViolations()).toEqual([]);
    // biome-ignore lint/a11y/useIframeTitle: the untitled frame the audit must still report
    const untitled = <iframe src="about:blank" />;
    render(untitled);
    expect(await axeViolations()).toEqual([
      expect.stringMatching(/^frame-title: <iframe src="about:blank"><\/iframe>$/),
    ]);
  });
});
