// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, deferredPartsHydrated } from './deferred.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a part hydrated after the page, in the browser', () => {
  it('keeps the server’s HTML until its code comes, then hydrates it, and says when it has', async () => {
    let deliver: (part: typeof Counter) => void = () => undefined;
    const code = new Promise<typeof Counter>((resolve) => {
      deliver = resolve;
    });
    const DeferredCounter = deferred(() => code);
    const container = document.createElement('div');
    // What the server wrote: the part in full, inside its Suspense boundary.
    container.innerHTML = '<p>page</p><!--$--><button type="button">Pressed 0</button><!--/$-->';
    document.body.append(container);
    const serverButton = container.querySelector('button');

    let hydratedYet = false;
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <p>page</p>
          <DeferredCounter label="Pressed" />
        </>,
      );
      await Promise.resolve();
    });
    void deferredPartsHydrated().then(() => {
      hydratedYet = true;
    });
    // The code has not come: the server's button is still there, and not wired yet.
    expect(container.querySelector('button')).toBe(serverButton);
    serverButton?.click();
    expect(serverButton?.textContent).toBe('Pressed 0');
    expect(hydratedYet).toBe(false);

    await act(async () => {
      deliver(Counter);
      await code;
    });
    // The same element, now React's: a press counts.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => {
      serverButton?.click();
      await deferredPartsHydrated();
    });
    expect(serverButton?.textContent).toBe('Pressed 1');
    expect(hydratedYet).toBe(true);
  });
});
