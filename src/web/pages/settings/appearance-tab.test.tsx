import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '#web/test/render.tsx';
import { readFontSize } from './font-size.ts';
import { AppearanceTab } from './appearance-tab.tsx';

const renderTab = () => renderRoutes([{ path: '/', Component: AppearanceTab }]);
const rootClasses = () => document.documentElement.className;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = 'text-medium';
});

describe('appearance tab', () => {
  it('starts on medium with nothing stored', async () => {
    renderTab();
    expect(await screen.findByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(rootClasses()).toBe('text-medium');
  });

  it('reads back a valid stored size and applies it', async () => {
    localStorage.setItem('fontSize', 'large');
    renderTab();
    expect(await screen.findByRole('radio', { name: 'Large' })).toBeChecked();
    expect(rootClasses()).toBe('text-large');
  });

  it('checks a stored value: anything else falls back to medium', async () => {
    localStorage.setItem('fontSize', 'huge" onload="alert(1)');
    expect(readFontSize()).toBe('medium');
    renderTab();
    expect(await screen.findByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(rootClasses()).toBe('text-medium');
    expect(localStorage.getItem('fontSize')).toBe('medium');
  });

  it('previews the text size with Ephesians 4:2 in the World English Bible, as every verse we quote', () => {
    renderTab();
    expect(screen.getByTestId('font-preview')).toHaveTextContent(
      '“with all lowliness and humility, with patience, bearing with one another in love…” — Ephesians 4:2',
    );
  });

  it('applies a new size on <html>, replacing the others, stores it and says so with the stored value', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('radio', { name: 'Small' }));
    expect(rootClasses()).toBe('text-small');
    expect(localStorage.getItem('fontSize')).toBe('small');
    expect(await screen.findByText('Font size changed to small')).toBeInTheDocument();
    expect(screen.getByTestId('font-preview')).toHaveAttribute('data-size', 'small');

    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(rootClasses()).toBe('text-large');
    expect(await screen.findByText('Font size changed to large')).toBeInTheDocument();
  });

  // docs/product/specification.md#settings
  it('resets to medium with the specified toast', async () => {
    localStorage.setItem('fontSize', 'small');
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Reset to Defaults' }));
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    expect(rootClasses()).toBe('text-medium');
    expect(localStorage.getItem('fontSize')).toBe('medium');
    expect(await screen.findByText('Appearance settings reset to defaults')).toBeInTheDocument();
  });
});
