import { describe, expect, it, vi } from 'vitest';
import { whenParsed } from './document-parsed';

function fakeDocument(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, { readyState }) as unknown as Document & EventTarget;
}

describe('whenParsed', () => {
  it('runs at once on a parsed document', () => {
    const then = vi.fn();
    whenParsed(fakeDocument('interactive'), then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for DOMContentLoaded while the document is still loading, and runs once', () => {
    const doc = fakeDocument('loading');
    const then = vi.fn();
    whenParsed(doc, then);
    expect(then).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(then).toHaveBeenCalledTimes(1);
  });
});
