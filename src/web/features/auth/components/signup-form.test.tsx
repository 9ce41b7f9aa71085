import { screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { SINGLE_LINE_MESSAGE } from '#shared/schemas/text.ts';
import SignupPage from '../routes/signup.tsx';

const SIGN_UP = 'POST /api/auth/sign-up/email';

function PricingProbe() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Pricing page</h1>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

function renderSignup(url = '/signup') {
  return renderRoutes(
    [
      { path: '/', Component: () => <h1>Home page</h1> },
      { path: '/signup', Component: SignupPage },
      { path: '/pricing', Component: PricingProbe },
      { path: '/login', Component: () => <h1>Login page</h1> },
      { path: '/dashboard', Component: () => <h1>Dashboard page</h1> },
    ],
    { initialEntries: ['/', url], session: null },
  );
}

async function fill(user: ReturnType<typeof renderSignup>['user'], confirm = 'Quiet-River-42') {
  await user.type(screen.getByLabelText('First name'), 'Grace');
  await user.type(screen.getByLabelText('Last name'), 'Hope');
  await user.type(screen.getByLabelText('Email'), 'grace@example.com');
  await user.type(screen.getByLabelText('Password'), 'Quiet-River-42');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-up', () => {
  it('prefills the invitation code from ?invite= and explains it', async () => {
    mockApi({});
    renderSignup('/signup?invite=FAM-42');
    const invite = await screen.findByLabelText('Invitation code (optional)');
    expect(invite).toHaveValue('FAM-42');
    expect(invite).toHaveAccessibleDescription(/invitation code from your partner/i);
  });

  it('says "Passwords do not match" on the confirmation field and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderSignup();
    await fill(user, 'Quiet-River-43');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  // docs/product/specification.md#sign-in-and-sign-up
  it('shows the specified messages for short names', async () => {
    mockApi({});
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('shows the single-line message for a name pasted with a line break, and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderSignup();
    await fill(user);
    // A text input drops CR and LF itself; the Unicode line separator gets through a paste.
    await user.click(screen.getByLabelText('Last name'));
    await user.paste('\u2028Jones');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(SINGLE_LINE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(SINGLE_LINE_MESSAGE);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('creates the account, reads the new session and replaces the history entry with /pricing', async () => {
    const api = mockApi({
      [SIGN_UP]: json({ user: { id: 'u1', email: 'grace@example.com' }, signedIn: true }),
      'GET /api/account/me': json({ user: createUser() }),
    });
    const { user } = renderSignup('/signup?invite=FAM-42');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(screen.getByText('Account created successfully!')).toBeInTheDocument();
    // Back skips the sign-up form: /signup was replaced.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.bodies(SIGN_UP)).toEqual([
      {
        email: 'grace@example.com',
        password: 'Quiet-River-42',
        name: 'Grace Hope',
        firstName: 'Grace',
        lastName: 'Hope',
        inviteCode: 'FAM-42',
      },
    ]);
  });

  it('goes to /login with the confirmation toast when the server wants the address confirmed first', async () => {
    mockApi({ [SIGN_UP]: json({ user: { id: 'u1', email: 'grace@example.com' }, signedIn: false }) });
    const { user } = renderSignup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByText('Email confirmation required')).toBeInTheDocument();
    expect(screen.getByText('Please check your inbox to confirm your email address.')).toBeInTheDocument();
  });

  it('says a weak password once: under the password, marked invalid and focused, with no banner or toast', async () => {
    mockApi({
      [SIGN_UP]: apiError(400, 'weak_password', 'This password is easy to guess.', {
        reasons: ['This password is easy to guess.', 'Please use more than one or two different characters.'],
      }),
    });
    const { user } = renderSignup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(/Please use more than one or two different characters\./);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(/This password is easy to guess\./)).toHaveLength(1);
    expect(screen.queryByText('Signup failed')).toBeNull();
  });

  it('shows any other server refusal in a banner and a toast', async () => {
    mockApi({ [SIGN_UP]: apiError(500, 'internal', 'The server could not create the account.') });
    const { user } = renderSignup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getAllByText('The server could not create the account.').length).toBeGreaterThan(0);
  });

  it('a partner who joined a family plan lands on the dashboard with a welcome, not on /pricing', async () => {
    mockApi({
      [SIGN_UP]: json({
        user: { id: 'u1', email: 'grace@example.com' },
        signedIn: true,
        family: { status: 'joined', inviteId: 'FAM-42' },
      }),
      'GET /api/account/me': json({ user: createUser({ role: 'premium' }) }),
      'GET /api/family': json({
        owner: { firstName: 'Ruth', lastName: 'Hope' },
        members: [],
        invites: [],
        canInvite: false,
        waitingFor: null,
      }),
    });
    const { user } = renderSignup('/signup?invite=FAM-42');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(await screen.findByText("Welcome to Ruth's family plan. You have Premium.")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pricing page' })).toBeNull();
  });

  it('sends a signed-in visitor to /pricing', async () => {
    mockApi({});
    renderRoutes(
      [
        { path: '/signup', Component: SignupPage },
        { path: '/pricing', Component: () => <h1>Pricing page</h1> },
      ],
      { initialEntries: ['/signup'], session: createUser() },
    );
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
  });
});
