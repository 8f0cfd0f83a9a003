import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from './section-boundary.tsx';

function Broken(): never {
  throw new Error('a value the checks did not foresee');
}

describe('SectionBoundary', () => {
  it('leaves out the failing section with one console error naming it, and keeps its siblings', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <footer>
        <SectionBoundary section="country switcher">
          <Broken />
        </SectionBoundary>
        <SectionBoundary section="legal links">
          <a href="/impressum">Impressum</a>
        </SectionBoundary>
      </footer>,
    );
    expect(screen.getByRole('link', { name: 'Impressum' })).toBeInTheDocument();
    const ours = errors.mock.calls.filter(([message]) => String(message).startsWith('<shop-footer>'));
    expect(ours).toEqual([
      ['<shop-footer> left out its country switcher: a value the checks did not foresee'],
    ]);
    errors.mockRestore();
  });

  it('renders its section untouched when nothing fails', () => {
    render(
      <SectionBoundary section="legal links">
        <a href="/agb">AGB</a>
      </SectionBoundary>,
    );
    expect(screen.getByRole('link', { name: 'AGB' })).toBeInTheDocument();
  });
});
