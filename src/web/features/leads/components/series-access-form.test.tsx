import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { accessStrings as t } from '../leads.strings.ts';
import { SeriesAccessForm } from './series-access-form.tsx';

function renderForm() {
  return renderRoutes(
    [
      { path: '/', Component: SeriesAccessForm },
      { path: '/365series', Component: () => <h1>Series</h1> },
    ],
    { session: null },
  );
}

const fill = async (user: ReturnType<typeof renderForm>['user']) => {
  await user.type(screen.getByLabelText(t.firstName), 'Naomi');
  await user.type(screen.getByLabelText(t.email), 'naomi@example.com');
  await user.click(screen.getByRole('button', { name: t.button }));
};

describe('the /365access form', () => {
  it('asks for both fields, then a valid address', async () => {
    mockApi({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: t.button }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both your name and email');
    await user.type(screen.getByLabelText(t.firstName), 'Naomi');
    await user.type(screen.getByLabelText(t.email), 'naomi at example.com');
    await user.click(screen.getByRole('button', { name: t.button }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('sends the series, shows the success modal and clears the fields', async () => {
    let release: (r: Response) => void = () => {};
    const api = mockApi({
      'POST /api/leads/lead-magnet': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user } = renderForm();
    await fill(user);
    expect(await screen.findByRole('button', { name: t.sending })).toBeDisabled();
    release(json({ message: 'Subscribed' }));
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle });
    expect(dialog).toHaveTextContent(t.success);
    expect(screen.getByLabelText(t.firstName, { selector: 'input' })).toHaveValue('');
    expect(api.bodies('POST /api/leads/lead-magnet')).toEqual([
      { form: '365access', firstName: 'Naomi', email: 'naomi@example.com' },
    ]);
    await user.click(screen.getByRole('link', { name: t.modalWatch }));
    expect(await screen.findByRole('heading', { name: 'Series' })).toBeInTheDocument();
  });

  it('tells someone already subscribed where to look', async () => {
    mockApi({ 'POST /api/leads/lead-magnet': json({ message: 'Email already subscribed' }) });
    const { user } = renderForm();
    await fill(user);
    expect(await screen.findByRole('dialog')).toHaveTextContent(t.already);
  });

  it('over the rate limit, says to wait (with the Retry-After), not to try again at once', async () => {
    mockApi({
      'POST /api/leads/lead-magnet': () => {
        const res = apiError(429, 'rate_limited', 'Too many attempts. Please wait a minute and try again.');
        res.headers.set('Retry-After', '420');
        return res;
      },
    });
    const { user } = renderForm();
    await fill(user);
    expect(
      await screen.findByText('Too many requests. Please wait 7 minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(t.error)).toBeNull();
    expect(screen.getByLabelText(t.email)).toHaveValue('naomi@example.com');
  });

  it('keeps the fields after an error', async () => {
    mockApi({ 'POST /api/leads/lead-magnet': apiError(500, 'internal', 'Something broke') });
    const { user } = renderForm();
    await fill(user);
    expect(await screen.findByText(t.error)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: t.button })).toBeEnabled());
    expect(screen.getByLabelText(t.email)).toHaveValue('naomi@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
