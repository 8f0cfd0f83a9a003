import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  checkBudgets,
  HEADROOM_BYTES,
  staticClosure,
  type Budget,
  type ManifestChunk,
} from './size-budgets.ts';

const manifest: Record<string, ManifestChunk> = {
  'widgets/index.ts': { file: 'storefront-widgets.js', imports: ['_shared'] },
  _shared: { file: 'chunks/shared-AAAAAAAA.js' },
  'widgets/a/a.module.ts': { file: 'chunks/a-BBBBBBBB.js', imports: ['_react'] },
  'widgets/b/b.module.ts': { file: 'chunks/b-CCCCCCCC.js', imports: ['_react'] },
  _react: { file: 'chunks/react-DDDDDDDD.js', imports: ['_shared'] },
};

const SIZES: Record<string, number> = {
  'storefront-widgets.js': 3,
  'chunks/shared-AAAAAAAA.js': 1,
  'chunks/a-BBBBBBBB.js': 10,
  'chunks/b-CCCCCCCC.js': 20,
  'chunks/react-DDDDDDDD.js': 60,
};

const budget = (limitKb: number, loads: string[]): Budget => ({ name: 'test', loads, limitKb, why: 'test' });

describe('the size budgets', () => {
  it('count a chunk shared by two elements once', () => {
    const files = staticClosure(manifest, [
      'widgets/index.ts',
      'widgets/a/a.module.ts',
      'widgets/b/b.module.ts',
    ]);
    expect([...files].sort()).toEqual(Object.keys(SIZES).sort());
    const [result] = checkBudgets(
      manifest,
      [budget(100, ['widgets/a/a.module.ts', 'widgets/b/b.module.ts'])],
      (f) => SIZES[f]!,
    );
    expect(result?.totalKb).toBe(94);
  });

  it('pass at the limit and fail one byte over it', () => {
    const loads = ['widgets/a/a.module.ts'];
    expect(checkBudgets(manifest, [budget(74, loads)], (f) => SIZES[f]!)[0]?.ok).toBe(true);
    expect(
      checkBudgets(manifest, [budget(74, loads)], (f) => SIZES[f]! + (f.includes('react') ? 1 / 1024 : 0))[0]
        ?.ok,
    ).toBe(false);
  });

  it('call a budget loose once it stands more than the headroom above its page', () => {
    const loads = ['widgets/a/a.module.ts'];
    const page = (bytesUnder: number) =>
      checkBudgets(
        manifest,
        [budget(74, loads)],
        (f) => SIZES[f]! - (f.includes('react') ? bytesUnder / 1024 : 0),
      )[0];
    expect(page(HEADROOM_BYTES)).toMatchObject({ ok: true, tight: true });
    expect(page(HEADROOM_BYTES + 1)).toMatchObject({ ok: true, tight: false });
  });

  it('refuse a budget that names a module the build does not have', () => {
    expect(() => checkBudgets(manifest, [budget(100, ['widgets/gone/gone.module.ts'])], () => 1)).toThrow(
      'widgets/gone/gone.module.ts is not in the build manifest',
    );
  });

  it('give every real budget a reason and keep the entry budget at most 15 KB', () => {
    expect(BUDGETS.every((entry) => entry.why.length > 10)).toBe(true);
    expect(BUDGETS.find((entry) => entry.loads.length === 0)?.limitKb).toBeLessThanOrEqual(15);
  });
});
