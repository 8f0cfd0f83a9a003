import { describe, expect, it } from 'vitest';
import { SITES } from '../../src/sites.ts';
import { RESERVED_HEIGHT_PX, reservationCss } from './reservation.ts';

describe('the newsletter block reservation', () => {
  const css = reservationCss();
  const [phone = '', tablet = '', desktop = ''] = css.split('@media');

  it('reserves each site its own measured height, per width range, in rem', () => {
    for (const site of SITES.filter((entry) => entry !== 'DE')) {
      expect(phone).toContain(
        `:host([site="${site}" i]){min-height:${RESERVED_HEIGHT_PX[site].phone / 16}rem}`,
      );
      expect(tablet).toContain(
        `:host([site="${site}" i]){min-height:${RESERVED_HEIGHT_PX[site].tablet / 16}rem}`,
      );
      expect(desktop).toContain(
        `:host([site="${site}" i]){min-height:${RESERVED_HEIGHT_PX[site].desktop / 16}rem}`,
      );
    }
  });

  it("gives a missing or unknown site DE's height, the attribute's default", () => {
    expect(phone).toContain(`:host{min-height:${RESERVED_HEIGHT_PX.DE.phone / 16}rem}`);
    expect(desktop).toContain(`:host{min-height:${RESERVED_HEIGHT_PX.DE.desktop / 16}rem}`);
  });

  it('switches at the tablet (767 px) and desktop (1024 px) widths, and contains the block', () => {
    expect(tablet.startsWith(' (min-width:767px)')).toBe(true);
    expect(desktop.startsWith(' (min-width:1024px)')).toBe(true);
    expect(phone).toContain(':host{contain:layout}');
  });
});
