import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { leadStrings as t } from '#web/features/marketing/marketing.strings.ts';
import { LeadForm, type LeadFormProps } from './lead-form.tsx';

type Config = Omit<LeadFormProps, 'id'> & { endpoint: string; order: 'name-first' | 'email-first' };

// Every landing-page form with the texts of docs/product/specification.md#lead-forms and
// docs/product/rulings.md#lead-forms-and-their-e-mails.
const forms: Config[] = [
  {
    form: 'newsletter',
    endpoint: 'POST /api/leads/subscribe',
    order: 'email-first',
    emailFirst: true,
    ...t.newsletter,
    already: t.alreadyInterest,
  },
  {
    form: 'lead-magnet',
    endpoint: 'POST /api/leads/lead-magnet',
    order: 'name-first',
    ...t.leadMagnet,
  },
  {
    form: 'exit-intent',
    endpoint: 'POST /api/leads/subscribe',
    order: 'name-first',
    tags: ['365series'],
    ...t.exitIntent,
    already: t.alreadyInterest,
  },
  {
    form: 'floating',
    endpoint: 'POST /api/leads/subscribe',
    order: 'name-first',
    tags: ['365series'],
    ...t.floating,
    already: t.alreadyInterest,
  },
  {
    form: 'scroll',
    endpoint: 'POST /api/leads/subscribe',
    order: 'name-first',
    tags: ['365series'],
    ...t.scroll,
  },
];

function renderForm(config: Config, onSent = vi.fn()) {
  const { endpoint: _e, order: _o, ...props } = config;
  const view = renderRoutes(
    [{ path: '/', Component: () => <LeadForm {...props} id="f" onSent={onSent} /> }],
    {
      session: null,
    },
  );
  return { ...view, onSent };
}

const nameField = () => screen.getByLabelText(t.firstName);
const emailField = () => screen.getByLabelText(t.email);

describe.each(forms)('the $form form', (config) => {
  // docs/product/specification.md#lead-form-fields
  it('checks its fields in its own order with the specified texts', async () => {
    mockApi({});
    const { user } = renderForm(config);
    const submit = screen.getByRole('button', { name: config.button });
    await user.click(submit);
    if (config.order === 'email-first') {
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
      await user.type(emailField(), 'ruth@example.com');
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');
      await user.clear(emailField());
    } else {
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter both your name and email');
      await user.type(nameField(), 'Ruth');
      await user.click(submit);
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter both your name and email');
      await user.clear(nameField());
    }
    await user.type(nameField(), 'Ruth');
    await user.type(emailField(), 'ruth@example');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByText(t.consent[config.form])).toBeInTheDocument();
  });

  it('shows the progress label while sending, then the success text, and clears the fields', async () => {
    let release: (r: Response) => void = () => {};
    const api = mockApi({
      [config.endpoint]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const { user, onSent } = renderForm(config);
    await user.type(nameField(), ' Ruth ');
    await user.type(emailField(), 'ruth@example.com');
    await user.click(screen.getByRole('button', { name: config.button }));
    const busy = await screen.findByRole('button', { name: config.sending });
    expect(busy).toBeDisabled();
    release(json({ message: 'Subscribed' }));
    expect(await screen.findByText(config.success)).toBeInTheDocument();
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(onSent).toHaveBeenCalledWith('subscribed');
    expect(api.bodies(config.endpoint)).toEqual([
      {
        form: config.form,
        firstName: ' Ruth ',
        email: 'ruth@example.com',
        ...(config.tags ? { tags: config.tags } : {}),
      },
    ]);
  });

  it('says so when the address is already subscribed', async () => {
    mockApi({ [config.endpoint]: json({ message: 'Email already subscribed' }) });
    const { user, onSent } = renderForm(config);
    await user.type(nameField(), 'Ruth');
    await user.type(emailField(), 'ruth@example.com');
    await user.click(screen.getByRole('button', { name: config.button }));
    expect(await screen.findByText(config.already)).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith('already');
  });

  it('keeps the fields and re-enables the button after an error', async () => {
    mockApi({ [config.endpoint]: apiError(500, 'internal', 'Something broke') });
    const { user, onSent } = renderForm(config);
    await user.type(nameField(), 'Ruth');
    await user.type(emailField(), 'ruth@example.com');
    await user.click(screen.getByRole('button', { name: config.button }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: config.button })).toBeEnabled());
    expect(nameField()).toHaveValue('Ruth');
    expect(emailField()).toHaveValue('ruth@example.com');
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('consent wording', () => {
  it('matches what the server stores with each sign-up', async () => {
    // Read as text: the web app may not import server code, but the two must not drift apart.
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const service = readFileSync(
      join(import.meta.dirname, '../../../../../server/features/leads/leads.service.ts'),
      'utf8',
    ).replace(/\s+/g, ' ');
    for (const wording of Object.values(t.consent)) expect(service).toContain(wording);
  });
});
