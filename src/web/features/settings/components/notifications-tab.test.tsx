import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../../shared/notifications.ts';
import { apiError, json, mockApi } from '../../../test/mock-api.ts';
import { createUser, renderRoutes } from '../../../test/render.tsx';
import { NotificationsTab } from './notifications-tab.tsx';

const renderTab = () => renderRoutes([{ path: '/', Component: NotificationsTab }], { session: createUser() });

afterEach(() => vi.unstubAllGlobals());

describe('notifications tab', () => {
  it('shows the spec defaults, each labelled with the e-mail it governs', async () => {
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
    expect(within(push, 'Prayer reminders')).toHaveAttribute('aria-checked', 'true');
    expect(within(push, 'Coach replies')).toHaveAttribute('aria-checked', 'true');
    expect(within(push, 'Community messages')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Product updates' })).toHaveAccessibleDescription(
      'News about Peace Coach, and the weekly check-in e-mail.',
    );
    expect(screen.getByText(/Push notifications are coming later/)).toBeInTheDocument();
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
  });
});
