import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { KIT_EXAMPLES } from './all-examples.ts';
import { exampleSet } from './kit-examples.tsx';

/** axe's findings on `container`, as 'rule: target' lines. Colour contrast needs a layout engine: the kit's
 * browser test checks it on the gallery. */
async function axeFindings(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

describe.each(KIT_EXAMPLES.map((set) => [set.title, set] as const))('%s examples', (_, set) => {
  it('has examples with names of their own', () => {
    const names = set.examples.map((example) => example.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(set.examples.map((example) => [example.name, example] as const))(
    '"%s" renders in English and German and axe finds nothing',
    async (_, example) => {
      for (const language of ['en', 'de-DE'] as const) {
        const { container, unmount } = await renderWithLanguage(example.draw(), language);
        expect(container.firstElementChild).not.toBeNull();
        expect(await axeFindings(container)).toEqual([]);
        unmount();
      }
    },
  );
});

describe('the examples check', () => {
  it('fails an example axe finds a problem in (an input without a name)', async () => {
    const broken = exampleSet('broken', 'Broken', () => <input />, [{ name: 'no label', props: {} }]);
    const { container } = await renderWithLanguage(broken.examples[0]!.draw(), 'en');
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(await axeFindings(container)).not.toEqual([]);
  });
});
