import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredContent, deferredChunk, NEAR_VIEWPORT, type DeferredChunk } from './deferred-content.tsx';

// The sections' module as a page would import it: a counter button (is the section live?) and a link.
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section id="counter">
      <h2>Lower section</h2>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count} times
      </button>
      <a href="#plans">Plans</a>
    </section>
  );
}
const sectionsModule = { Counter };
type Sections = typeof sectionsModule;

function Page({ chunk }: { chunk: DeferredChunk<Sections> }) {
  return (
    <MemoryRouter>
      <main>
        <h1>Top of the page</h1>
        <Link to="#lower">Go to the lower section</Link>
        <Link to="#counter">Go to the counter</Link>
        <DeferredContent name="lower" chunk={chunk}>
          {(sections) => <sections.Counter />}
        </DeferredContent>
      </main>
    </MemoryRouter>
  );
}

// What the pre-render makes of <Page> (react-dom/static's prerender, without a document, module loaded),
// written out: a server renderer and a client renderer sharing one copy of React in one process leave
// context values behind for each other, so the test does not run both. The boundary's markers (<!--$-->)
// are what React hydrates around; a mismatch with the client's first render fails the test (React logs it).
const PRE_RENDERED =
  '<main><h1>Top of the page</h1><a href="/#lower" data-discover="true">Go to the lower section</a>' +
  '<a href="/#counter" data-discover="true">Go to the counter</a>' +
  '<div data-deferred="lower" class="contents"><!--$--><section id="counter"><h2>Lower section</h2>' +
  '<button type="button">Pressed <!-- -->0<!-- --> times</button><a href="#plans">Plans</a></section>' +
  '<!--/$--></div></main>';

// jsdom has no IntersectionObserver: this one lets a test say when the sections come near.
const observers: FakeObserver[] = [];
class FakeObserver {
  readonly observed: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    observers.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  comeNear() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate(load: () => Promise<Sections>) {
  container.innerHTML = PRE_RENDERED;
  const chunk = deferredChunk(load);
  await act(async () => {
    root = hydrateRoot(container, <Page chunk={chunk} />);
  });
  return chunk;
}

describe('content whose code loads when needed', () => {
  it('keeps the pre-rendered sections and loads their code only when they come near the viewport', async () => {
    const load = vi.fn(() => Promise.resolve(sectionsModule));
    await hydrate(load);

    expect(screen.getByRole('heading', { name: 'Lower section' })).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options.rootMargin).toBe(NEAR_VIEWPORT);
    expect(observers[0]!.observed.map((element) => element.tagName)).toEqual(['SECTION']);

    await act(async () => observers[0]!.comeNear());
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated: the button works, and the markup was kept (one section, no hydration error logged).
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(await screen.findByRole('button', { name: 'Pressed 1 times' })).toBeVisible();
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('holds a click that comes before the code and replays it once the section is live', async () => {
    let finish!: (module: Sections) => void;
    const load = vi.fn(() => new Promise<Sections>((resolve) => (finish = resolve)));
    await hydrate(load);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Pressed 0 times' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeVisible();

    await act(async () => finish(sectionsModule));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeVisible());
  });

  it('starts loading when the keyboard reaches the sections', async () => {
    const load = vi.fn(() => Promise.resolve(sectionsModule));
    await hydrate(load);
    await act(async () => screen.getByRole('link', { name: 'Plans' }).focus());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the code when the page navigates (to a part of itself), and keeps the markup', async () => {
    let finish!: (module: Sections) => void;
    const load = vi.fn(() => new Promise<Sections>((resolve) => (finish = resolve)));
    await hydrate(load);
    const section = container.querySelector('section');

    await act(async () => screen.getByRole('link', { name: 'Go to the lower section' }).click());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finish(sectionsModule));
    await act(async () => screen.getByRole('button', { name: 'Pressed 0 times' }).click());
    expect(await screen.findByRole('button', { name: 'Pressed 1 times' })).toBeVisible();
    // The same element: hydrated, not drawn afresh.
    expect(container.querySelector('section')).toBe(section);
  });

  it('holds a link elsewhere on the page to a section in here until the section is live', async () => {
    let finish!: (module: Sections) => void;
    const load = vi.fn(() => new Promise<Sections>((resolve) => (finish = resolve)));
    await hydrate(load);
    const section = container.querySelector('section');
    const link = screen.getByRole('link', { name: 'Go to the counter' });
    const replayed = vi.spyOn(link, 'click');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(replayed).not.toHaveBeenCalled();

    await act(async () => finish(sectionsModule));
    expect(replayed).toHaveBeenCalledTimes(1);
    // The navigation came after hydration: the same element, live.
    expect(container.querySelector('section')).toBe(section);
    await act(async () => screen.getByRole('button', { name: 'Pressed 0 times' }).click());
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeVisible();
  });

  it('leaves the sections as they are when their code cannot be loaded, and lets clicks through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const chunk = await hydrate(load);

    const link = screen.getByRole('link', { name: 'Plans' });
    const letGo = vi.spyOn(link, 'click');
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    await act(async () => expect(await chunk.outcome).toBe('failed'));
    expect(warn).toHaveBeenCalled();

    expect(screen.getByRole('heading', { name: 'Lower section' })).toBeVisible();
    // The held click was let go (the browser follows the link), and the next one is not held.
    expect(letGo).toHaveBeenCalledTimes(1);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('without its code, a held link to a section in here scrolls to it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const chunk = await hydrate(() => Promise.reject(new Error('offline')));
    const link = screen.getByRole('link', { name: 'Go to the counter' });
    const replayed = vi.spyOn(link, 'click');

    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await act(async () => expect(await chunk.outcome).toBe('failed'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(container.querySelector('#counter'));
    expect(replayed).not.toHaveBeenCalled();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('renders on the client (a navigation to the page) by loading the code at once, the page whole', async () => {
    let finish!: (module: Sections) => void;
    const load = vi.fn(() => new Promise<Sections>((resolve) => (finish = resolve)));
    const chunk = deferredChunk(load);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page chunk={chunk} />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Nothing to keep meanwhile, so nothing half-drawn: the page waits (a navigation keeps the page it
    // leaves on screen), then shows whole, the lower sections in place.
    expect(screen.queryByRole('heading', { name: 'Top of the page' })).toBeNull();
    await act(async () => finish(sectionsModule));
    expect(screen.getByRole('heading', { name: 'Top of the page' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lower section' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeVisible();
  });
});
