import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockApi } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { contactStrings as t } from '#web/features/marketing/marketing.strings.ts';
import { SINGLE_LINE_MESSAGE } from '#shared/schemas/text.ts';
import { ContactForm } from './contact-form.tsx';

const render = () => renderRoutes([{ path: '/', Component: ContactForm }], { session: null });

async function fill(user: ReturnType<typeof render>['user']) {
  await user.type(screen.getByLabelText(t.name), 'Ruth');
  await user.type(screen.getByLabelText(t.email), 'ruth@example.com');
  await user.type(screen.getByLabelText(t.message), 'The app will not open on my phone.');
}

describe('the contact form', () => {
  it('fills the subject from the quick buttons and sends the message', async () => {
    const api = mockApi({ 'POST /api/contact': json({ message: 'Thank you!' }) });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: t.technical }));
    expect(screen.getByLabelText(t.subject)).toHaveValue('Technical Issues');
    expect(screen.getByLabelText(t.message)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.billing }));
    expect(screen.getByLabelText(t.subject)).toHaveValue('Billing Support');
    await fill(user);
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('heading', { name: t.sentTitle })).toHaveFocus();
    expect(api.bodies('POST /api/contact')).toEqual([
      {
        name: 'Ruth',
        email: 'ruth@example.com',
        subject: 'Billing Support',
        message: 'The app will not open on my phone.',
      },
    ]);
  });

  it('shows each field’s problem and sends nothing', async () => {
    mockApi({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please write your message')).toBeInTheDocument();
    expect(screen.getByLabelText(t.name)).toHaveFocus();
  });

  it('shows the single-line message for a subject pasted with a line break, and sends nothing', async () => {
    const api = mockApi({});
    const { user } = render();
    await fill(user);
    await user.click(screen.getByLabelText(t.subject));
    // A text input drops CR and LF itself; the Unicode line separator gets through a paste.
    await user.paste('Billing\u2028Support');
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(SINGLE_LINE_MESSAGE)).toBeInTheDocument();
    expect(api.bodies('POST /api/contact')).toEqual([]);
  });

  it('keeps what was typed when sending fails', async () => {
    mockApi({ 'POST /api/contact': apiError(500, 'internal', 'Broken') });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: t.technical }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.error);
    expect(screen.getByLabelText(t.message)).toHaveValue('The app will not open on my phone.');
  });
});
