import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_OWNER_SCRIPT_ID } from '#shared/site-owner.ts';
import { json, mockApi } from '#web/test/mock-api.ts';
import { DataController } from './data-controller.tsx';

// docs/product/specification.md#other-static-pages: the privacy policy names the company and data
// controller from the server's settings.

const owner = {
  companyName: 'Peace Coach Ltd',
  companyAddress: '1 Quiet Lane, York',
  privacyEmail: 'privacy@peace.example',
};

afterEach(() => {
  document.getElementById(SITE_OWNER_SCRIPT_ID)?.remove();
  vi.unstubAllEnvs();
});

describe('the data controller on the privacy policy', () => {
  it('shows what the server put into the page', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SITE_OWNER_SCRIPT_ID;
    script.textContent = JSON.stringify(owner);
    document.head.append(script);
    render(<DataController />);
    expect(screen.getByText('Peace Coach Ltd')).toBeInTheDocument();
    expect(screen.getByText('1 Quiet Lane, York')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@peace.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@peace.example',
    );
  });

  it('asks the server when the page was reached by client-side navigation', async () => {
    vi.stubEnv('DEV', false);
    const api = mockApi({ 'GET /site-owner.json': json(owner) });
    render(<DataController />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading our contact details');
    expect(await screen.findByText('Peace Coach Ltd')).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('says what to set in development', () => {
    vi.stubEnv('DEV', true);
    render(<DataController />);
    expect(screen.getByText('[Company name: set COMPANY_NAME]')).toBeInTheDocument();
    expect(screen.getByText('[Company address: set COMPANY_ADDRESS]')).toBeInTheDocument();
  });
});
