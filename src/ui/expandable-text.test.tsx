import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { ExpandableText, EXPANDABLE_TEXT_LINES } from './expandable-text.tsx';

// Vitest does not load CSS; the stylesheet's text is read to pin the clamp rules.
const css = readFileSync(join(import.meta.dirname, 'expandable-text.css'), 'utf8');

const TEXT = 'A long text about coffee that needs more than three lines on a phone.';

function rootOf(element: HTMLElement): HTMLElement {
  const root = element.closest<HTMLElement>('.sw-expandable-text');
  if (!root) throw new Error('not inside an expandable text');
  return root;
}

describe('ExpandableText', () => {
  it('starts collapsed with a "Show more" button in English', async () => {
    await renderWithLanguage(<ExpandableText>{TEXT}</ExpandableText>, 'en');
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('type', 'button');
    expect(rootOf(toggle)).toHaveAttribute('data-state', 'collapsed');
  });

  it('says "Mehr anzeigen" and "Weniger anzeigen" in German', async () => {
    await renderWithLanguage(<ExpandableText>{TEXT}</ExpandableText>, 'de-DE');
    await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toBeInTheDocument();
  });

  it('points its button at the text it controls', async () => {
    await renderWithLanguage(<ExpandableText>{TEXT}</ExpandableText>, 'en');
    const controlled = screen.getByRole('button').getAttribute('aria-controls');
    expect(controlled).toBeTruthy();
    const content = document.getElementById(controlled ?? '');
    expect(content).toHaveTextContent(TEXT);
    expect(content).toHaveClass('sw-expandable-text__content');
  });

  it('expands on click to "Show less" and collapses again', async () => {
    await renderWithLanguage(<ExpandableText>{TEXT}</ExpandableText>, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const toggle = screen.getByRole('button', { name: 'Show less' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(rootOf(toggle)).toHaveAttribute('data-state', 'expanded');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    expect(rootOf(toggle)).toHaveAttribute('data-state', 'collapsed');
  });

  it('toggles with Enter and Space and keeps the focus on its button', async () => {
    await renderWithLanguage(<ExpandableText>{TEXT}</ExpandableText>, 'en');
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps the whole text in the document while collapsed (the clamp is visual only)', async () => {
    await renderWithLanguage(<ExpandableText>{TEXT}</ExpandableText>, 'en');
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it('can start expanded', async () => {
    await renderWithLanguage(<ExpandableText defaultExpanded>{TEXT}</ExpandableText>, 'en');
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('takes its own toggle texts instead of the defaults', async () => {
    await renderWithLanguage(
      <ExpandableText moreLabel="Read all" lessLabel="Read less">
        {TEXT}
      </ExpandableText>,
      'en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read all' }));
    expect(screen.getByRole('button', { name: 'Read less' })).toBeInTheDocument();
  });

  it('reports every toggle when uncontrolled', async () => {
    const onExpandedChange = vi.fn();
    await renderWithLanguage(
      <ExpandableText onExpandedChange={onExpandedChange}>{TEXT}</ExpandableText>,
      'en',
    );
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('when controlled, follows its expanded prop and only asks for a change', async () => {
    const onExpandedChange = vi.fn();
    const view = await renderWithLanguage(
      <ExpandableText expanded={false} onExpandedChange={onExpandedChange}>
        {TEXT}
      </ExpandableText>,
      'en',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');

    view.rerender(
      <ExpandableText expanded onExpandedChange={onExpandedChange}>
        {TEXT}
      </ExpandableText>,
    );
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('works with a parent that holds the state', async () => {
    function Parent() {
      const [expanded, setExpanded] = useState(false);
      return (
        <ExpandableText expanded={expanded} onExpandedChange={setExpanded}>
          {TEXT}
        </ExpandableText>
      );
    }
    await renderWithLanguage(<Parent />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('clamps to 3 lines by default and to the number of lines asked for', async () => {
    const view = await renderWithLanguage(<ExpandableText>{TEXT}</ExpandableText>, 'en');
    expect(screen.getByText(TEXT)).toHaveAttribute('data-lines', '3');
    view.rerender(<ExpandableText lines={5}>{TEXT}</ExpandableText>);
    expect(screen.getByText(TEXT)).toHaveAttribute('data-lines', '5');
  });

  it('has a CSS clamp rule for every line count it accepts, applied only while collapsed', () => {
    expect(css).toMatch(
      /\.sw-expandable-text\[data-state='collapsed'\] > \.sw-expandable-text__content \{[^}]*-webkit-line-clamp: var\(--_lines\);/,
    );
    expect(css).toMatch(/\.sw-expandable-text__content \{\s*--_lines: 3;/);
    for (const lines of EXPANDABLE_TEXT_LINES.filter((count) => count !== 3)) {
      expect(css).toContain(
        `.sw-expandable-text__content[data-lines='${lines}'] {\n  --_lines: ${lines};\n}`,
      );
    }
  });

  it('passes a class, an id and other attributes to its root', async () => {
    await renderWithLanguage(
      <ExpandableText id="legal" className="legal-text" data-testid="x">
        {TEXT}
      </ExpandableText>,
      'en',
    );
    const root = screen.getByTestId('x');
    expect(root).toHaveAttribute('id', 'legal');
    expect(root).toHaveClass('sw-expandable-text', 'legal-text');
  });
});
