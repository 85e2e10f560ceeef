import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from './app-link';

function App({ onClick }: { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <HashRouter>
      <Routes>
        <Route
          path="/"
          element={
            <AppLink to="/next?x=1" className="link-button" onClick={onClick}>
              next
            </AppLink>
          }
        />
        <Route path="/next" element={<p>next page</p>} />
      </Routes>
    </HashRouter>
  );
}

describe('AppLink', () => {
  beforeEach(() => window.history.replaceState(null, '', '/#/'));

  it('is a real link to the page (hash href) and opens it in the app on click', () => {
    const onClick = vi.fn();
    render(<App onClick={onClick} />);
    const link = screen.getByRole('link', { name: 'next' });
    expect(link.getAttribute('href')).toBe('#/next?x=1');
    expect(link.className).toBe('link-button');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('next page')).toBeTruthy();
    expect(window.location.hash).toBe('#/next?x=1');
  });

  it('leaves a modified click (new tab) and a prevented one to the browser', () => {
    render(<App onClick={() => undefined} />);
    const link = screen.getByRole('link', { name: 'next' });
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.queryByText('next page')).toBeNull();
    // Prevented before it reaches the link (a capture listener above it), or by its own onClick.
    document.addEventListener('click', (event) => event.preventDefault(), {
      capture: true,
      once: true,
    });
    fireEvent.click(link);
    expect(screen.queryByText('next page')).toBeNull();
  });

  it('leaves a click its own onClick prevented to the page', () => {
    render(<App onClick={(event) => event.preventDefault()} />);
    fireEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(screen.queryByText('next page')).toBeNull();
    expect(window.location.hash).toBe('#/');
  });
});
