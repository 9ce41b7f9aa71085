import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// A pre-rendered page shows all of its content before any script runs, but hydrating a section needs
// the section's code, and the landing page's lower half (everything below the free series) is about half
// of the page's own JavaScript. Wrapped in <DeferredContent>, such sections stay as the pre-rendered HTML
// (React leaves a suspended boundary's server markup in place while hydrating the rest) and their code
// downloads only when they come near the viewport, are focused or are clicked: a visitor who reads only
// the first screens never pays for it. A click that lands before the code does is held and replayed once
// the sections are live, so it is never lost.
//
// React draws waiting markup afresh on the client (it looks the same, but the elements are new and a
// scroll to one of them is lost; with no code yet, the space is empty until it arrives) when an update
// reaches the boundary: new props, or a context above it that changes. So the sections take what changes
// from stores, not from context or props (the landing page's read the session and the install prompt
// from stores); a navigation (a router update) starts the download as it renders; and the page's own
// links to a #section in here are held like clicks inside, until the sections are live.
// When the page is rendered on the client (a navigation to it), there is no markup to keep: the code
// loads at once and the navigation waits for it, as it does for a route's own module.

/** How far ahead of the viewport a deferred section starts loading: about half a screen of scrolling. */
export const NEAR_VIEWPORT = '50% 0px';

export interface DeferredChunk<M> {
  /** Resolves with the module once opened; never rejects (see below). */
  readonly module: Promise<M>;
  /** Settles when the download has succeeded or failed. */
  readonly outcome: Promise<'loaded' | 'failed'>;
  /** Starts the download (idempotent). */
  open(): void;
}

/**
 * A lazily imported module whose download waits for `open()`. On the server (the pre-render) it opens at
 * once, so the HTML holds the full content. A failed download leaves the promise pending for good: the
 * pre-rendered sections stay readable (and their links work as plain links) rather than being swapped for
 * an error screen, and a page rendered on the client simply goes without them.
 */
export function deferredChunk<M>(load: () => Promise<M>): DeferredChunk<M> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const loading = gate.then(load);
  const outcome = loading.then(
    () => 'loaded' as const,
    (error: unknown) => {
      console.warn('A part of the page could not be loaded', error);
      return 'failed' as const;
    },
  );
  const module = loading.catch(() => new Promise<M>(() => undefined));
  if (typeof document === 'undefined') open();
  return { module, outcome, open: () => open() };
}

function Loaded<M>({
  chunk,
  children,
  onLive,
}: {
  chunk: DeferredChunk<M>;
  children: (module: M) => ReactNode;
  onLive: () => void;
}) {
  const module = use(chunk.module);
  // Runs once this boundary is hydrated (or mounted, on the client): its handlers are attached.
  useEffect(onLive, [onLive]);
  return children(module);
}

interface DeferredContentProps<M> {
  /** Names the region in the markup (unique on the page): how the first render finds what was pre-rendered. */
  name: string;
  chunk: DeferredChunk<M>;
  /** Renders the sections from the loaded module; the same output the pre-render produced. */
  children: (module: M) => ReactNode;
}

/** Sections whose code loads when needed; see the comment at the top of this file. */
export function DeferredContent<M>({ name, chunk, children }: DeferredContentProps<M>) {
  const location = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const live = useRef(false);
  const heldClick = useRef<HTMLElement | null>(null);
  // Decided on the first render and kept: is there pre-rendered markup to hydrate? On the server the
  // answer is yes (that markup is being made).
  const [start] = useState(() => ({ fromMarkup: hasMarkup(name), locationKey: location.key }));
  const { fromMarkup } = start;
  // Opening is idempotent and only starts a download: safe to do while rendering, where it must happen
  // for a navigation (the render that hits the waiting boundary is the navigation's own).
  if (!fromMarkup || location.key !== start.locationKey) chunk.open();

  // From now on clicks go straight through; the one held meanwhile, if any, is replayed.
  const goLive = useCallback(() => {
    live.current = true;
    const target = heldClick.current;
    heldClick.current = null;
    target?.click();
  }, []);

  useEffect(() => {
    const element = region.current;
    if (!fromMarkup || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      chunk.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) chunk.open();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const child of element.children) observer.observe(child);
    const inside = (target: EventTarget | null) =>
      !live.current && target instanceof Node && element.contains(target);
    // Keyboard users reach a section by Tab before they can use it: start loading on focus.
    const onFocus = (event: Event) => {
      if (inside(event.target)) chunk.open();
    };
    // Registered on the window, ahead of React's own listener on the document: React stops the
    // propagation of a click on markup it cannot hydrate yet, and the click would be lost. A link
    // elsewhere on the page to a #section in here (the bar's "FAQ") is held too: its navigation would
    // reach the sections before they are live (see the top of this file).
    const onClick = (event: MouseEvent) => {
      if (!inside(event.target) && !inside(fragmentTarget(event.target))) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick.current = event.target instanceof HTMLElement ? event.target : null;
      chunk.open();
    };
    window.addEventListener('focusin', onFocus, true);
    window.addEventListener('click', onClick, true);
    void chunk.outcome.then((outcome) => {
      observer.disconnect();
      if (outcome === 'loaded') return;
      // Without the code the sections stay as they are and clicks go through (links work as plain
      // links); a held link to a section here only scrolls to it, as a navigation would reach them.
      const section = fragmentTarget(heldClick.current);
      if (section) {
        heldClick.current = null;
        section.scrollIntoView();
      }
      goLive();
    });
    return () => {
      observer.disconnect();
      window.removeEventListener('focusin', onFocus, true);
      window.removeEventListener('click', onClick, true);
    };
  }, [chunk, fromMarkup, goLive]);

  const loaded = (
    <Loaded chunk={chunk} onLive={goLive}>
      {children}
    </Loaded>
  );
  return (
    // `contents`: the wrapper is only a handle on the sections; it adds no box to the layout.
    <div ref={region} data-deferred={name} className="contents">
      {/* Without markup there is nothing to show meanwhile: no boundary here, so the render waits. */}
      {fromMarkup ? <Suspense fallback={<OpenOnMount chunk={chunk} />}>{loaded}</Suspense> : loaded}
    </div>
  );
}

/** The element a same-page #fragment link (the clicked element or its link) points at, if any. */
function fragmentTarget(target: EventTarget | null): HTMLElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.hash) return null;
  const here = window.location;
  if (link.origin !== here.origin || link.pathname !== here.pathname || link.search !== here.search)
    return null;
  try {
    return document.getElementById(decodeURIComponent(link.hash.slice(1)));
  } catch {
    return null; // A malformed escape: not a link to anything here.
  }
}

// Shown only if React gave up the markup before the code came (an update reached the boundary): then
// nothing is on screen there, and the code is needed at once. Never mounted while hydrating.
function OpenOnMount({ chunk }: { chunk: DeferredChunk<unknown> }) {
  useEffect(() => chunk.open(), [chunk]);
  return null;
}

function hasMarkup(name: string): boolean {
  if (typeof document === 'undefined') return true;
  return [...document.querySelectorAll('[data-deferred]')].some(
    (element) => element.getAttribute('data-deferred') === name && element.childElementCount > 0,
  );
}
