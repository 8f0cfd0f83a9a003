import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../test/msw.ts';
import { resetPageRegistryForTests } from '../elements/registry.ts';
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
});
