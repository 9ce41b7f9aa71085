import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

const EMPTY = { name: '', note: '' };

// A controlled form as the pre-rendered pages have them, plus fields the hook must leave alone.
function NoteForm({ onSend }: { onSend: (fields: typeof EMPTY) => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [secret, setSecret] = useState('');
  const ref = useTypedBeforeHydration((typed) => setFields((current) => ({ ...current, ...typed })));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSend(fields);
  }
  return (
    <form ref={ref} onSubmit={submit}>
      <input type="hidden" name="form" value="note" />
      <input
        aria-label="Name"
        name="name"
        value={fields.name}
        onChange={(e) => setFields({ ...fields, name: e.target.value })}
      />
      <textarea
        aria-label="Note"
        name="note"
        value={fields.note}
        onChange={(e) => setFields({ ...fields, note: e.target.value })}
      />
      <input
        aria-label="Secret"
        type="password"
        name="secret"
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

// What the pre-render makes of <NoteForm>, written out (a server and a client renderer sharing one copy of
// React in one process leave context values behind for each other). React hydrates onto exactly this.
const PRE_RENDERED =
  '<form><input type="hidden" name="form" value="note"/><input aria-label="Name" name="name" value=""/>' +
  '<textarea aria-label="Note" name="note"></textarea>' +
  '<input aria-label="Secret" type="password" name="secret" value=""/><button type="submit">Send</button></form>';

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** Types into the pre-rendered inputs the way a browser does before any script: the value, no event. */
function typeBeforeScript(label: string, text: string) {
  (screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement).value = text;
}

describe('text typed into a pre-rendered form before it hydrated', () => {
  it('is in the state when the form is sent, and stays in the fields when the form renders again', () => {
    container.innerHTML = PRE_RENDERED;
    typeBeforeScript('Name', 'Ruth');
    typeBeforeScript('Note', 'Typed while the page was still loading.');
    typeBeforeScript('Secret', 'not adopted');
    const sent: (typeof EMPTY)[] = [];
    act(() => {
      root = hydrateRoot(container, <NoteForm onSend={(fields) => sent.push(fields)} />);
    });

    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ name: 'Ruth', note: 'Typed while the page was still loading.' }]);

    // The next keystroke renders the form again: what was typed before is still there to add to.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ruth A.' } });
    expect(screen.getByLabelText('Note')).toHaveValue('Typed while the page was still loading.');
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    expect(sent[1]).toEqual({ name: 'Ruth A.', note: 'Typed while the page was still loading.' });
  });

  it('changes nothing when nothing was typed, or when the form is rendered in the browser', () => {
    container.innerHTML = PRE_RENDERED;
    const sent: (typeof EMPTY)[] = [];
    act(() => {
      root = hydrateRoot(container, <NoteForm onSend={(fields) => sent.push(fields)} />);
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    act(() => root?.unmount());

    const fresh = document.createElement('div');
    document.body.append(fresh);
    act(() => {
      root = createRoot(fresh);
      root.render(<NoteForm onSend={(fields) => sent.push(fields)} />);
    });
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }));
    fresh.remove();
    expect(sent).toEqual([EMPTY, EMPTY]);
  });
});
