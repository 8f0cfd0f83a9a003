import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, ICON_SIZES } from './icon.tsx';
import { ICON_NAMES } from './icons.tsx';

function svgOf(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no <svg> rendered');
  return svg;
}

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<Icon name="check" />);
    const svg = svgOf(container);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('aria-label');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image named by its label when given one', () => {
    const { container } = render(<Icon name="warning" label="Achtung" />);
    expect(screen.getByRole('img', { name: 'Achtung' })).toBe(svgOf(container));
    expect(svgOf(container)).not.toHaveAttribute('aria-hidden');
  });

  it('stays decorative when the label is blank', () => {
    const { container } = render(<Icon name="warning" label="  " />);
    expect(svgOf(container)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers the sizes 12, 16 and 24', () => {
    expect(ICON_SIZES).toEqual([12, 16, 24]);
  });

  it('is 16 px by default', () => {
    const svg = svgOf(render(<Icon name="info" />).container);
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveClass('sw-icon', 'sw-icon--16');
  });

  it.each(ICON_SIZES)('is %i px when asked', (size) => {
    const svg = svgOf(render(<Icon name="info" size={size} />).container);
    expect(svg).toHaveAttribute('width', String(size));
    expect(svg).toHaveAttribute('height', String(size));
    expect(svg).toHaveClass(`sw-icon--${size}`);
  });

  it('draws in currentColor on a 24 × 24 grid, so it takes the colour of its text', () => {
    const svg = svgOf(render(<Icon name="close" />).container);
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
  });

  it.each(ICON_NAMES)('fills and strokes the %s icon only in currentColor', (name) => {
    const svg = svgOf(render(<Icon name={name} />).container);
    for (const shape of svg.querySelectorAll('[fill], [stroke]')) {
      for (const paint of ['fill', 'stroke']) {
        const value = shape.getAttribute(paint);
        if (value !== null) expect(['currentColor', 'none']).toContain(value);
      }
    }
  });

  it('has every icon the kit and the footer need', () => {
    expect([...ICON_NAMES].sort()).toEqual(
      [
        'close',
        'chevron-down',
        'chevron-up',
        'chevron-right',
        'check',
        'info',
        'success',
        'warning',
        'error',
        'eye',
        'eye-off',
        'payment',
        'delivery',
        'store',
        'returns',
        'help',
        'card',
        'product-info',
        'company',
        'facebook',
        'instagram',
        'youtube',
        'pinterest',
        'tiktok',
        'apple',
        'android',
      ].sort(),
    );
  });

  it.each(ICON_NAMES)('draws the %s icon with its own shapes', (name) => {
    const svg = svgOf(render(<Icon name={name} />).container);
    expect(svg).toHaveAttribute('data-icon', name);
    expect(svg.children.length).toBeGreaterThan(0);
  });

  it('gives every icon a distinct drawing', () => {
    const drawings = ICON_NAMES.map((name) => {
      const { container, unmount } = render(<Icon name={name} />);
      const markup = svgOf(container).innerHTML;
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(ICON_NAMES.length);
  });

  it('passes a class and other SVG attributes through', () => {
    const svg = svgOf(render(<Icon name="store" className="footer-icon" data-testid="icon" />).container);
    expect(svg).toHaveClass('sw-icon', 'footer-icon');
    expect(svg).toHaveAttribute('data-testid', 'icon');
  });
});
