import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { JourneySection } from './journey-section.tsx';

const chats = [
  {
    id: 'c2',
    title: 'Sunday evenings',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
  {
    id: 'c1',
    title: 'Money worries',
    createdAt: '2026-10-02T10:00:00.000Z',
    updatedAt: '2026-10-03T10:00:00.000Z',
  },
];

const pdf = () =>
  new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="my-journey-2026-11-26.pdf"',
    },
  });

let saved: string[];
beforeEach(() => {
  saved = [];
  // jsdom cannot download: the link the section clicks is recorded instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:journey');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderSection = (preselectedChatId: string | null = null) =>
  renderRoutes([{ path: '/', Component: () => <JourneySection preselectedChatId={preselectedChatId} /> }], {
    session: createUser(),
  });

describe('the journey chooser', () => {
  it('ticks the chat it came from, keeps danger messages out by default, and downloads the PDF', async () => {
    const api = mockApi({
      'GET /api/chats': json({ chats, nextCursor: null }),
      'POST /api/journey/pdf': pdf,
    });
    const { user } = renderSection('c1');
    const list = await screen.findByRole('group', { name: 'Conversations to include' });
    expect(within(list).getByRole('checkbox', { name: /Money worries/ })).toBeChecked();
    expect(within(list).getByRole('checkbox', { name: /Sunday evenings/ })).not.toBeChecked();
    const safety = screen.getByRole('checkbox', { name: 'Include messages about danger or abuse' });
    expect(safety).not.toBeChecked();
    expect(safety).toHaveAccessibleDescription(/Leave this off if someone else may see this document/);
    expect(screen.getByRole('checkbox', { name: 'The verses your coach shared, in full' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: /What your coach remembers/ }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Your PDF has been downloaded.')).toHaveAttribute('role', 'status');
    expect(api.bodies('POST /api/journey/pdf')).toEqual([
      { chatIds: ['c1'], includeVerses: true, includeNotes: true, includeSafety: false },
    ]);
    expect(saved).toEqual(['my-journey-2026-11-26.pdf']);
  });

  it('"All conversations" ticks every chat', async () => {
    const api = mockApi({
      'GET /api/chats': json({ chats, nextCursor: null }),
      'POST /api/journey/pdf': pdf,
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('checkbox', { name: 'All conversations' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include messages about danger or abuse' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await screen.findByText('Your PDF has been downloaded.');
    expect(api.bodies('POST /api/journey/pdf')).toEqual([
      { chatIds: ['c2', 'c1'], includeVerses: true, includeNotes: false, includeSafety: true },
    ]);
  });

  it('says what is missing when nothing is chosen, and moves focus to the list', async () => {
    const api = mockApi({ 'GET /api/chats': json({ chats, nextCursor: null }) });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose at least one conversation.');
    expect(screen.getByRole('checkbox', { name: /Sunday evenings/ })).toHaveFocus();
    expect(api.bodies('POST /api/journey/pdf')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'GET /api/chats': json({ chats, nextCursor: null }),
      'POST /api/journey/pdf': apiError(400, 'journey_too_long', 'Please choose fewer for one document.'),
    });
    const { user } = renderSection('c2');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose fewer for one document.');
    expect(saved).toEqual([]);
  });

  it('says so when there is nothing to download yet', async () => {
    mockApi({ 'GET /api/chats': json({ chats: [], nextCursor: null }) });
    renderSection();
    expect(await screen.findByText(/You have no conversations yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
