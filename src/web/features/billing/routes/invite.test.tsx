import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import InvitePage from './invite.tsx';

const ACCEPT = 'POST /api/family/accept';

function renderPage() {
  return renderRoutes(
    [
      { path: '/invite/:code', Component: InvitePage },
      { path: '/settings', Component: () => <h1>Settings page</h1> },
      { path: '/dashboard', Component: () => <h1>Dashboard page</h1> },
    ],
    { initialEntries: ['/invite/FAM-42'], session: createUser() },
  );
}

afterEach(() => vi.unstubAllGlobals());

// docs/product/rulings.md#family
describe('accepting an invitation at /invite/{code}', () => {
  it('someone with a partner still attached is told what is really wrong, and where to fix it', async () => {
    const message =
      'You still have a partner on your family plan. Remove them in Settings -> Plan to join another family.';
    mockApi({ [ACCEPT]: apiError(409, 'partner_attached', message) });
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You cannot join this family plan yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/expired or was already used/)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Open Settings -> Plan' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });

  it('a code that no longer works says so', async () => {
    mockApi({
      [ACCEPT]: apiError(404, 'invalid_invite', 'This invitation has expired or was already used.'),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invitation not available' })).toBeInTheDocument();
  });

  it('joined: names the owner', async () => {
    mockApi({
      [ACCEPT]: json({ status: 'joined', inviteId: 'FAM-42' }),
      'GET /api/family': json({
        owner: { firstName: 'Ruth', lastName: 'Hope' },
        members: [],
        invites: [],
        canInvite: false,
        waitingFor: null,
      }),
      'GET /api/account/me': json({ user: createUser({ role: 'premium' }) }),
    });
    renderPage();
    expect(await screen.findByText("You now share Ruth Hope's Premium plan.")).toBeInTheDocument();
  });
});
