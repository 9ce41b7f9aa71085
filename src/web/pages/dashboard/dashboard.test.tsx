import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { CHECK_IN_QUESTIONS, checkInQuestion, isoWeekNumber } from '#shared/check-in.ts';
import DashboardPage from './dashboard.tsx';
import { SIGNED_IN_HINT_KEY } from '#web/lib/session/signed-in-hint.ts';

const daily = {
  date: '2026-03-02',
  verse: { reference: '1 Corinthians 13:4', text: 'Love is patient, love is kind.' },
  reflection: 'Where could patience speak louder than being right today?',
  prayer: 'Lord, make me patient and kind today.',
};

function ChatProbe() {
  const location = useLocation();
  return <h1>Chat page {location.search}</h1>;
}

const routes = [
  { path: '/dashboard', Component: DashboardPage },
  { path: '/chat', Component: ChatProbe },
];

const renderDashboard = (role: 'free' | 'basic' | 'premium') =>
  renderRoutes(routes, { initialEntries: ['/dashboard'], session: createUser({ role }) });

const clearCookie = () => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
};

beforeEach(() => {
  clearCookie();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('shows the free view to a free user, with the daily verse', async () => {
    mockApi({ 'GET /api/coach/daily': json(daily) });
    renderDashboard('free');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add Peace Coach to your home screen/ })).toHaveAttribute(
      'href',
      '/install-guide',
    );
    expect(screen.getByRole('link', { name: 'Join Premium' })).toHaveAttribute('href', '/pricing');
    // The main area's way into the chat: not every button of the free view leads to /pricing.
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Talk with your coach' }),
    ).toHaveAttribute('href', '/chat');
    expect(screen.getByText('£50')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByText('Unlimited AI support')).toBeInTheDocument();
    expect(screen.getByText('Smart memory')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Begin Your Journey' })).toHaveAttribute('href', '/pricing');
    expect(await screen.findByText('“Love is patient, love is kind.”')).toBeInTheDocument();
    expect(screen.getByText('1 Corinthians 13:4')).toBeInTheDocument();
    // The personalised reflection and prayer are premium.
    expect(screen.queryByText(daily.prayer)).not.toBeInTheDocument();
    expect(screen.queryByText('Infinite conversations')).not.toBeInTheDocument();
  });

  it('shows the free view to a basic user too, and the plan label in the footer', async () => {
    mockApi({ 'GET /api/coach/daily': json(daily) });
    renderDashboard('basic');
    expect(screen.getByRole('link', { name: 'Begin Your Journey' })).toBeInTheDocument();
    expect(screen.getAllByText('Basic Plan').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Grace Hope').length).toBeGreaterThan(0);
    expect(await screen.findByText('1 Corinthians 13:4')).toBeInTheDocument();
  });

  it('shows the premium view: badge, alignment card, check-in, scripts and waitlists', async () => {
    const api = mockApi({
      'GET /api/coach/daily': json(daily),
      'GET /api/notifications/waitlist': json({ joined: [] }),
      'POST /api/notifications/waitlist': json({ joined: true }),
    });
    const { user } = renderDashboard('premium');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Begin Your Journey' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open Conversations/ })).toHaveAttribute('href', '/chat');
    expect(await screen.findByText(daily.reflection)).toBeInTheDocument();
    expect(screen.getByText(daily.prayer)).toBeInTheDocument();
    expect(screen.getByText(checkInQuestion())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the scripts' })).toHaveAttribute(
      'href',
      '/hard-conversations',
    );
    // Calm and honest: what it will be, that it is not here yet, and what the list gives.
    expect(screen.getByRole('heading', { name: 'Coming later' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Short spoken devotionals to listen to on the way. People on the list get early access.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Not built yet/)).not.toBeInTheDocument();
    const join = await screen.findByRole('button', { name: 'Join the waitlist: Audio devotionals' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    expect(await screen.findByText('You’re on the list')).toBeInTheDocument();
    expect(api.bodies('POST /api/notifications/waitlist')).toEqual([{ feature: 'audio-devotionals' }]);
    expect(screen.getByRole('button', { name: 'Join the waitlist: Couples companion mode' })).toBeEnabled();
    // Nothing about it is kept in this browser: the server is the record.
    // (The one key there is the signed-in hint, lib/session/signed-in-hint.ts: "1", nothing else.)
    expect(Object.keys(localStorage).filter((key) => key !== SIGNED_IN_HINT_KEY)).toEqual([]);
  });

  it('shows the waitlists joined on another device, as the server has them', async () => {
    mockApi({
      'GET /api/coach/daily': json(daily),
      'GET /api/notifications/waitlist': json({ joined: ['couples-companion'] }),
    });
    renderDashboard('premium');
    // Until the server answers, neither button offers to join.
    expect(screen.getByRole('button', { name: 'Join the waitlist: Audio devotionals' })).toBeDisabled();
    expect(await screen.findByText('You’re on the list')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Join the waitlist: Couples companion mode' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist: Audio devotionals' })).toBeEnabled();
  });

  it('New Conversation creates a chat and opens it', async () => {
    mockApi({
      'GET /api/coach/daily': json(daily),
      'GET /api/notifications/waitlist': json({ joined: [] }),
      'POST /api/chats': json({ chat: { id: 'chat-9', title: 'New Chat' }, messages: [] }, 201),
    });
    const { user } = renderDashboard('premium');
    await user.click(screen.getByRole('button', { name: 'Start a New Conversation' }));
    expect(await screen.findByRole('heading', { name: 'Chat page ?c=chat-9' })).toBeInTheDocument();
  });

  it('picks the check-in question by ISO week, like the weekly e-mail', () => {
    const monday = new Date('2026-01-05T12:00:00Z'); // ISO week 2
    expect(isoWeekNumber(monday)).toBe(2);
    expect(checkInQuestion(monday)).toBe(CHECK_IN_QUESTIONS[2]);
  });

  it('collapses the sidebar to icons, remembers it in the cookie, and toggles with Ctrl+B', async () => {
    mockApi({ 'GET /api/coach/daily': json(daily) });
    const first = renderDashboard('free');
    const sidebar = screen.getByTestId('dashboard-sidebar');
    const nav = within(sidebar);
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('link', { name: 'Conversations' })).toHaveAttribute('href', '/chat');
    expect(nav.getByRole('link', { name: 'Install Guide' })).toHaveAttribute('href', '/install-guide');
    expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await first.user.click(nav.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    first.unmount();

    const second = renderDashboard('free');
    const again = screen.getByTestId('dashboard-sidebar');
    expect(again).toHaveAttribute('data-state', 'collapsed');
    await second.user.keyboard('{Control>}b{/Control}');
    expect(again).toHaveAttribute('data-state', 'expanded');
    expect(document.cookie).toContain('sidebar_state=true');
  });
});
