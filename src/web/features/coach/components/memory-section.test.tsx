import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { MemorySection } from './memory-section.tsx';

const notes = [
  { id: 'n1', kind: 'partner', text: 'Partner is called Sam', createdAt: '2026-01-02T00:00:00.000Z' },
  { id: 'n2', kind: 'helped', text: 'Praying together helped', createdAt: '2026-01-03T00:00:00.000Z' },
];

const renderSection = () =>
  renderRoutes([{ path: '/', Component: MemorySection }], { session: createUser({ role: 'premium' }) });

afterEach(() => vi.unstubAllGlobals());

describe('what your coach remembers', () => {
  it('shows an empty state and explains how notes are used', async () => {
    mockApi({ 'GET /api/coach/memory': json({ notes: [] }) });
    renderSection();
    expect(await screen.findByText('Your coach has not kept any notes yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/Your coach uses your name on every plan; for Premium members/),
    ).toBeInTheDocument();
    expect(screen.getByText('Deleting a chat also deletes the notes that came from it.')).toBeInTheDocument();
    expect(screen.getByText(/A note you delete stays deleted/)).toBeInTheDocument();
  });

  it('lists the plan and the safety note with plain labels, each deletable', async () => {
    mockApi({
      'GET /api/coach/memory': json({
        notes: [
          { id: 'p1', kind: 'plan', text: 'Plan: talk on Sunday', createdAt: '2026-01-04T00:00:00.000Z' },
          {
            id: 's1',
            kind: 'safety',
            text: 'Keep replies gentle and safety-first',
            createdAt: '2026-01-05T00:00:00.000Z',
          },
        ],
      }),
    });
    renderSection();
    expect((await screen.findByText('Plan: talk on Sunday')).closest('li')).toHaveTextContent(
      'Your next step',
    );
    const safety = screen.getByText('Keep replies gentle and safety-first').closest('li');
    expect(safety).toHaveTextContent('How your coach replies');
    expect(
      screen.getByRole('button', { name: 'Delete note: Keep replies gentle and safety-first' }),
    ).toBeInTheDocument();
  });

  it('lists the name the coach keeps, like any other note, so it can be deleted', async () => {
    mockApi({
      'GET /api/coach/memory': json({
        notes: [
          { id: 'n0', kind: 'name', text: 'Name: Sarah', createdAt: '2026-01-01T00:00:00.000Z' },
          ...notes,
        ],
      }),
    });
    renderSection();
    const name = await screen.findByText('Name: Sarah');
    expect(name.closest('li')).toHaveTextContent('Your name');
    expect(screen.getByRole('button', { name: 'Delete note: Name: Sarah' })).toBeInTheDocument();
  });

  it('deletes one note after confirming', async () => {
    let remaining = notes;
    const api = mockApi({
      'GET /api/coach/memory': () => json({ notes: remaining }),
      'DELETE /api/coach/memory/n1': () => {
        remaining = notes.slice(1);
        return json(null, 204);
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete note: Partner is called Sam' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Partner is called Sam')).not.toBeInTheDocument());
    expect(screen.getByText('Praying together helped')).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('cancelling keeps the note', async () => {
    const api = mockApi({ 'GET /api/coach/memory': json({ notes }) });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete note: Partner is called Sam' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Partner is called Sam')).toBeInTheDocument();
    expect(api.fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('deletes every note after confirming', async () => {
    let remaining = notes;
    mockApi({
      'GET /api/coach/memory': () => json({ notes: remaining }),
      'DELETE /api/coach/memory': () => {
        remaining = [];
        return json(null, 204);
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete All Notes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete everything your coach remembers?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('All notes deleted')).toBeInTheDocument();
    expect(await screen.findByText('Your coach has not kept any notes yet.')).toBeInTheDocument();
  });
});

describe('gentle replies (careful mode on the account)', () => {
  const since = '2026-03-04T10:00:00.000Z';

  it('says in plain, neutral words that replies are kept gentle, and since when', async () => {
    mockApi({ 'GET /api/coach/memory': json({ notes: [], careful: { since } }) });
    renderSection();
    const block = await screen.findByRole('region', { name: 'How your coach replies' });
    expect(block).toHaveTextContent('Your coach has kept its replies gentle since 4 March 2026.');
    // Someone who watches the phone may read this page: no word of danger, abuse or harm.
    expect(block.textContent).not.toMatch(/danger|abuse|harm|safe|crisis|suicid|hurt/i);
  });

  it('shows nothing about it when it is off', async () => {
    mockApi({ 'GET /api/coach/memory': json({ notes: [], careful: null }) });
    renderSection();
    await screen.findByText('Your coach has not kept any notes yet.');
    expect(screen.queryByRole('region', { name: 'How your coach replies' })).not.toBeInTheDocument();
  });

  it('ends only after a confirmation that says what it changes', async () => {
    let careful: { since: string } | null = { since };
    const api = mockApi({
      'GET /api/coach/memory': () => json({ notes: [], careful }),
      'DELETE /api/coach/memory/careful': () => {
        careful = null;
        return json(null, 204);
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Go back to usual replies' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Go back to usual replies?' });
    expect(dialog).toHaveTextContent(/coach as usual again in every conversation/);
    expect(dialog).toHaveTextContent(/conversation that still shows the messages/);
    // Focus starts on the safe choice; cancelling changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Keep gentle replies' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(api.fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Go back to usual replies' }));
    const again = await screen.findByRole('alertdialog', { name: 'Go back to usual replies?' });
    await user.click(within(again).getByRole('button', { name: 'Go back to usual replies' }));
    expect(await screen.findByText('Your coach will reply as usual again')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'How your coach replies' })).not.toBeInTheDocument(),
    );
  });
});
