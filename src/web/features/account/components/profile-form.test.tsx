import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SINGLE_LINE_MESSAGE } from '#shared/schemas/text.ts';
import { apiError, mockApi } from '#web/test/mock-api.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { profileStrings as t } from '../account.strings.ts';
import { ProfileForm } from './profile-form.tsx';

const PROFILE = 'PATCH /api/account/profile';
const user = createUser({ firstName: 'Grace', lastName: 'Hope' });
const renderForm = () =>
  renderRoutes([{ path: '/', Component: () => <ProfileForm user={user} /> }], { session: user });

afterEach(() => vi.unstubAllGlobals());

describe('the profile form', () => {
  it('shows the single-line message for a name pasted with a line break, and sends nothing', async () => {
    const api = mockApi({});
    const { user: person } = renderForm();
    // A text input drops CR and LF itself; the Unicode line separator gets through a paste.
    await person.click(screen.getByLabelText(t.lastName));
    await person.paste('\u2028Jones');
    await person.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(SINGLE_LINE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(t.lastName)).toHaveAccessibleDescription(SINGLE_LINE_MESSAGE);
    expect(api.bodies(PROFILE)).toEqual([]);
  });

  it('shows the server’s message under the field it names', async () => {
    mockApi({
      [PROFILE]: apiError(400, 'validation_failed', SINGLE_LINE_MESSAGE, {
        fields: { lastName: SINGLE_LINE_MESSAGE },
      }),
    });
    const { user: person } = renderForm();
    await person.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByLabelText(t.lastName)).toHaveAccessibleDescription(SINGLE_LINE_MESSAGE);
  });
});
