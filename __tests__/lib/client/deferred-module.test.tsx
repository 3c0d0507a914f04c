import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { deferredModule, requestModule, useModuleAfterLoad } from '@/lib/client/deferred-module';

/** A module import the test settles by hand. */
function controlledImport() {
  const calls: { resolve: (value: { label: string }) => void; reject: (error: Error) => void }[] = [];
  const importModule = () => new Promise<{ label: string }>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, importModule };
}

function Reader({ module, wanted }: { module: ReturnType<typeof deferredModule<{ label: string }>>; wanted: boolean }) {
  const loaded = useModuleAfterLoad(module, wanted);
  return <p>{loaded ? loaded.label : 'not yet'}</p>;
}

describe('deferredModule', () => {
  it('imports once however often it is asked, and tries again after a failure', async () => {
    const { calls, importModule } = controlledImport();
    const deferred = deferredModule(importModule);
    requestModule(deferred);
    requestModule(deferred);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.reject(new Error('offline')));
    requestModule(deferred);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve({ label: 'loaded' }));
    expect(deferred.loaded()).toEqual({ label: 'loaded' });
  });

  it('nothing on the server; loaded after hydration when wanted, and the reader re-renders with it', async () => {
    const { calls, importModule } = controlledImport();
    const deferred = deferredModule(importModule);
    expect(renderToString(<Reader module={deferred} wanted />)).toBe('<p>not yet</p>');
    expect(calls).toHaveLength(0);
    render(<Reader module={deferred} wanted />);
    expect(calls).toHaveLength(1);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve({ label: 'loaded' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('not asked for while not wanted (e.g. a page view without ads)', () => {
    const { calls, importModule } = controlledImport();
    render(<Reader module={deferredModule(importModule)} wanted={false} />);
    expect(calls).toHaveLength(0);
  });

  it('asked for only once the document has loaded, so it never holds the load event back', () => {
    const { calls, importModule } = controlledImport();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      render(<Reader module={deferredModule(importModule)} wanted />);
      expect(calls).toHaveLength(0);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect(calls).toHaveLength(1);
    } finally {
      readyState.mockRestore();
    }
  });
});
