import { describe, expect, it } from 'vitest';
import { textOfNode } from './text-of-node.ts';

describe('textOfNode', () => {
  it('joins the text of elements, arrays, strings and numbers', () => {
    expect(
      textOfNode(
        <>
          I accept the <a href="/agb">terms</a> ({3} <strong>pages</strong>)
        </>,
      ),
    ).toBe('I accept the terms (3 pages)');
    expect(textOfNode(['a', 1, 'b'])).toBe('a1b');
  });

  it('gives nothing for empty content', () => {
    expect(textOfNode(null)).toBe('');
    expect(textOfNode(undefined)).toBe('');
    expect(textOfNode(false)).toBe('');
    expect(textOfNode(<br />)).toBe('');
  });
});
