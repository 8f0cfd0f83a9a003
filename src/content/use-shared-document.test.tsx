import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
import { RenderSnapshotContext, type RenderSnapshot } from '../elements/wake/render-snapshot.ts';
import { loadSharedDocument } from './shared-document.ts';
import { useSharedDocument } from './use-shared-document.ts';

const URL_PATH = '/test/use-shared-document.json';

afterEach(() => resetPageRegistryForTests());

function Probe({ url, renders }: { url: string; renders: string[] }) {
  const state = useSharedDocument(url);
  renders.push(state.status);
  return <p>{state.status}</p>;
}

describe('useSharedDocument', () => {
  it('starts loading and renders the document when it is in', async () => {
    server.use(http.get(`*${URL_PATH}`, () => HttpResponse.json({ title: 'Footer' })));
    const renders: string[] = [];
    render(<Probe url={URL_PATH} renders={renders} />);
    expect(renders[0]).toBe('loading');
    await waitFor(() => expect(screen.getByText('ok')).toBeInTheDocument());
  });

  it('has a document that is in already in its first render, and renders once', async () => {
    server.use(http.get(`*${URL_PATH}`, () => HttpResponse.json({ title: 'Footer' })));
    await loadSharedDocument(URL_PATH);
    const renders: string[] = [];
    render(<Probe url={URL_PATH} renders={renders} />);
    expect(renders).toEqual(['ok']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual(['ok']);
  });

  it('draws a document the server left out as missing while hydrating, then asks for it and draws it', async () => {
    let asked = 0;
    server.use(
      http.get(`*${URL_PATH}`, () => {
        asked++;
        return HttpResponse.json({ title: 'Promotion' });
      }),
    );
    const snapshot: RenderSnapshot = {
      language: 'en',
      platform: 'any',
      documents: { [URL_PATH]: { status: 'omitted' } },
    };
    const tree = (renders: string[]) => (
      <RenderSnapshotContext value={snapshot}>
        <Probe url={URL_PATH} renders={renders} />
      </RenderSnapshotContext>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree([]));
    expect(container.textContent).toBe('missing');
    const renders: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(renders), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(renders[0]).toBe('missing');
    // Never 'loading' on screen: what the server drew stays until the answer is in.
    await waitFor(() => expect(container.textContent).toBe('ok'));
    expect(renders).not.toContain('loading');
    expect(asked).toBe(1);
    expect(errors).toEqual([]);
  });
});
