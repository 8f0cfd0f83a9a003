import axe from 'axe-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithLanguage } from '../../test/render.tsx';
import { KIT_EXAMPLES } from './all-examples.ts';
import { IconButton } from './icon-button.tsx';
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

  // An interactive example (a loading toggle, a modal and its opener, a closable banner) shows more when
  // pressed: every button it shows is pressed, and every button that press brings (a modal's actions), each
  // time in a fresh render, up to three presses deep; axe checks what each press leads to.
  it.each(set.examples.map((example) => [example.name, example] as const))(
    '"%s": after a press of each of its buttons, and of those the press shows, axe finds nothing',
    async (_, example) => {
      const press = async (path: readonly number[]) => {
        const user = userEvent.setup();
        const { container, unmount } = await renderWithLanguage(example.draw(), 'en');
        const buttons = () => [...container.querySelectorAll('button')];
        const pressed: string[] = [];
        let before: HTMLButtonElement[] = [];
        for (const index of path) {
          before = buttons();
          const button = before[index]!;
          pressed.push(button.getAttribute('aria-label') ?? button.textContent ?? '');
          await user.click(button);
        }
        if (path.length > 0) {
          expect(await axeFindings(container), `after pressing ${pressed.join(', then ')}`).toEqual([]);
        }
        const shown = buttons().flatMap((button, index) => (before.includes(button) ? [] : [index]));
        unmount();
        if (path.length < 3) for (const index of shown) await press([...path, index]);
      };
      await press([]);
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

  it('fails an icon button without a label', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = exampleSet('broken', 'Broken', () => <IconButton icon="close" label="" />, [
      { name: 'no label', props: {} },
    ]);
    const { container } = await renderWithLanguage(broken.examples[0]!.draw(), 'en');
    expect(await axeFindings(container)).toEqual([expect.stringMatching(/^button-name: /)]);
    error.mockRestore();
  });
});
