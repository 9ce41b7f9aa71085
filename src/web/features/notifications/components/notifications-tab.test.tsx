import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '#shared/notifications.ts';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { NotificationsTab } from './notifications-tab.tsx';

const renderTab = () => renderRoutes([{ path: '/', Component: NotificationsTab }], { session: createUser() });

afterEach(() => vi.unstubAllGlobals());

describe('notifications tab', () => {
  // docs/product/specification.md#notification-defaults,
  // docs/product/rulings.md#notification-toggles-and-e-mails
  it('shows the specified defaults, each labelled with the e-mail it governs', async () => {
    mockApi({ 'GET /api/notifications/preferences': json(DEFAULT_NOTIFICATION_PREFERENCES) });
    renderTab();
    const email = await screen.findByRole('group', { name: 'Email notifications' });
    const push = screen.getByRole('group', { name: 'Push notifications' });
    const within = (group: HTMLElement, name: string) =>
      [...group.querySelectorAll('[role=switch]')].find(
        (el) => el.id && group.querySelector(`label[for="${el.id}"]`)?.textContent === name,
      );
    expect(within(email, 'Product updates')).toHaveAttribute('aria-checked', 'true');
    expect(within(email, 'Devotionals')).toHaveAttribute('aria-checked', 'true');
    expect(within(email, 'Prayer reminders')).toHaveAttribute('aria-checked', 'false');
    expect(within(email, 'Offers')).toHaveAttribute('aria-checked', 'false');
    expect(within(push, 'Daily alignment card: push')).toHaveAttribute('aria-checked', 'true');
    expect(within(push, 'Weekly check-in: push')).toHaveAttribute('aria-checked', 'false');
    // Pushes of features not built are named as coming later, with no switch to move.
    expect(push.querySelectorAll('[role=switch]')).toHaveLength(2);
    expect(screen.queryByRole('switch', { name: 'Coach replies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Community messages' })).not.toBeInTheDocument();
    for (const name of ['Coach replies', 'Community messages']) {
      const row = [...push.querySelectorAll('li')].find((li) => li.textContent?.includes(name));
      expect(row?.textContent).toContain('Coming later');
    }
    expect(screen.getByRole('switch', { name: 'Product updates' })).toHaveAccessibleDescription(
      'News about Peace Coach, and the weekly check-in e-mail.',
    );
    expect(screen.getByText(/Sent to every device where notifications are turned on/)).toBeInTheDocument();
  });

  it('saves a toggle with the whole set', async () => {
    const saved = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, marketing: true },
    };
    const api = mockApi({
      'GET /api/notifications/preferences': json(DEFAULT_NOTIFICATION_PREFERENCES),
      'PUT /api/notifications/preferences': json(saved),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Offers' }));
    expect(screen.getByRole('switch', { name: 'Offers' })).toBeChecked();
    await waitFor(() => expect(api.bodies('PUT /api/notifications/preferences')).toEqual([saved]));
    // Once the server has it, the group says so politely.
    const email = screen.getByRole('group', { name: 'Email notifications' });
    const status = await waitFor(() => {
      const region = email.querySelector('[role=status]');
      expect(region).toHaveTextContent('Saved: Offers is on.');
      return region;
    });
    expect(status).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Push notifications' }).querySelector('[role=status]'),
    ).toHaveTextContent('');
  });

  it('rolls back and explains when saving fails', async () => {
    let fail!: (response: Response) => void;
    mockApi({
      'GET /api/notifications/preferences': json(DEFAULT_NOTIFICATION_PREFERENCES),
      'PUT /api/notifications/preferences': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('switch', { name: 'Devotionals' }));
    // Optimistic: off at once.
    expect(screen.getByRole('switch', { name: 'Devotionals' })).not.toBeChecked();
    fail(apiError(500, 'internal', 'Something went wrong.'));
    expect(
      await screen.findByText('Your notification setting could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Devotionals' })).toBeChecked();
    expect(screen.queryByText(/^Saved:/)).not.toBeInTheDocument();
  });

  describe('two quick toggles', () => {
    const PUT = 'PUT /api/notifications/preferences';
    const both = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, marketing: true, devotionals: false },
    };

    /** Holds every save until the test answers it; `answer` echoes the body, as the server does. */
    function heldSaves() {
      const held: { answer: (response?: Response) => void }[] = [];
      const api = mockApi({
        'GET /api/notifications/preferences': json(DEFAULT_NOTIFICATION_PREFERENCES),
        [PUT]: () =>
          new Promise<Response>((resolve) => {
            const index = held.length;
            held.push({ answer: (response) => resolve(response ?? json(api.bodies(PUT)[index])) });
          }),
      });
      return { api, held };
    }

    const switchState = () => ({
      offers: screen.getByRole('switch', { name: 'Offers' }).getAttribute('aria-checked'),
      devotionals: screen.getByRole('switch', { name: 'Devotionals' }).getAttribute('aria-checked'),
    });

    it('never show a stale switch, even when the first save is answered last', async () => {
      const { api, held } = heldSaves();
      const { user, queryClient } = renderTab();
      await user.click(await screen.findByRole('switch', { name: 'Offers' }));
      await user.click(screen.getByRole('switch', { name: 'Devotionals' }));
      expect(switchState()).toEqual({ offers: 'true', devotionals: 'false' });

      // Answer what is out, newest first (so two saves in flight would hear the first answer last),
      // and check the switches after every answer, until no save is left.
      let answered = 0;
      for (;;) {
        await waitFor(() => expect(held.length > answered || queryClient.isMutating() === 0).toBe(true));
        if (held.length === answered) break;
        const out = held.slice(answered).reverse();
        answered = held.length;
        for (const save of out) {
          const pending = queryClient.isMutating();
          save.answer();
          await waitFor(() => expect(queryClient.isMutating()).toBe(pending - 1));
          expect(switchState()).toEqual({ offers: 'true', devotionals: 'false' });
        }
      }
      // The server ends with both changes: the last save it got holds them.
      expect(api.bodies(PUT).at(-1)).toEqual(both);
      expect(queryClient.getQueryData(['notifications', 'preferences'])).toEqual(both);
    });

    it('are not undone by a refetch on returning to the tab while a save is under way', async () => {
      const { api, held } = heldSaves();
      const { user, queryClient } = renderTab();
      const gets = () =>
        api.fetch.mock.calls.filter(
          ([input, init]) =>
            (init?.method ?? 'GET').toUpperCase() === 'GET' &&
            String(input).includes('/api/notifications/preferences'),
        ).length;
      // The query client first resumes paused mutations (awaited), then refetches: let that run.
      const returnToTab = () =>
        act(async () => {
          focusManager.setFocused(false);
          focusManager.setFocused(true);
          await Promise.resolve();
        });
      await user.click(await screen.findByRole('switch', { name: 'Offers' }));
      await waitFor(() => expect(held.length).toBe(1));
      // The preferences are stale by now (the app's staleTime is 30 s), so a return would refetch them.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 60_000);
        await returnToTab();
        expect(queryClient.isFetching()).toBe(0);
        expect(gets()).toBe(1);
        expect(switchState().offers).toBe('true');
        held[0]!.answer();
        await waitFor(() => expect(queryClient.isMutating()).toBe(0));
        // Once nothing is being saved, a return refreshes them as usual (the save's answer is fresh data).
        vi.setSystemTime(Date.now() + 60_000);
        await returnToTab();
        await waitFor(() => expect(gets()).toBe(2));
      } finally {
        vi.useRealTimers();
        focusManager.setFocused(undefined);
      }
    });

    it('a failed first save undoes only its own switch; the second still reaches the server', async () => {
      const { api, held } = heldSaves();
      const { user, queryClient } = renderTab();
      await user.click(await screen.findByRole('switch', { name: 'Offers' }));
      await user.click(screen.getByRole('switch', { name: 'Devotionals' }));
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      held[0]!.answer(apiError(500, 'internal', 'Something went wrong.'));
      expect(
        await screen.findByText('Your notification setting could not be saved. Please try again.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(held.length).toBe(2));
      held[1]!.answer();
      await waitFor(() => expect(queryClient.isMutating()).toBe(0));
      const onlySecond = {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, devotionals: false },
      };
      expect(api.bodies(PUT).at(-1)).toEqual(onlySecond);
      expect(switchState()).toEqual({ offers: 'false', devotionals: 'false' });
    });
  });
});
