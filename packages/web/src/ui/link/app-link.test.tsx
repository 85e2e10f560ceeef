import { fireEvent, render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from './app-link';

function App({ onClick }: { onClick?: () => void }) {
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
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(screen.queryByText('next page')).toBeNull();
  });
});
