import { describe, expect, it, vi } from 'vitest';
import type * as ChunkImports from '../../src/elements/chunk-imports.ts';

const preloaded = vi.hoisted(() => [] as string[]);
vi.mock('../../src/elements/chunk-imports.ts', async (original) => ({
  ...(await original<typeof ChunkImports>()),
  preloadChunkImports: (name: string) => preloaded.push(name),
}));

const { warmSignupForm } = await import('./newsletter-signup.element.ts');

describe('warmSignupForm', () => {
  it('asks for the files of the form’s rules for a node in a form, and for nothing outside one', () => {
    const outside = document.createElement('button');
    warmSignupForm(outside);
    expect(preloaded).toEqual([]);
    const form = document.createElement('form');
    form.innerHTML = '<input name="email">';
    warmSignupForm(form.querySelector('input')!);
    expect(preloaded).toEqual(['signup-formik']);
  });
});
