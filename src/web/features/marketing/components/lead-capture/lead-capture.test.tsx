import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { landingStrings } from '#web/features/marketing/landing.strings.ts';
import { leadStrings as t } from '#web/features/marketing/marketing.strings.ts';
import { SeriesSection } from '../landing/series-section.tsx';
import { FLOATING_DELAY_MS, LeadCapture } from './lead-capture.tsx';
import { useLeadCapture } from './lead-capture-store.ts';

function Landing() {
  return (
    <main>
      <SeriesSection />
      <LeadCapture />
    </main>
  );
}

const renderLanding = () => renderRoutes([{ path: '/', Component: Landing }], { session: null });
const seriesButton = () => screen.getByRole('button', { name: landingStrings.seriesButton });
const seriesDialog = () => screen.findByRole('dialog', { name: t.leadMagnet.title });

async function expandFloating(user: ReturnType<typeof renderLanding>['user']) {
  await act(() => vi.advanceTimersByTimeAsync(FLOATING_DELAY_MS));
  await user.click(await screen.findByRole('button', { name: t.floating.open }));
  return screen.findByRole('region', { name: t.floating.title });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  // user-event's pointer moves look like leaving through the top edge to the exit-intent listener.
  localStorage.setItem('exitIntentDismissed', 'true');
  mockApi({});
  // Each test is a page load of its own.
  useLeadCapture.setState({ current: null, offered: null });
});

/** The mouse leaving through the top edge, as the exit-intent listener reads it. */
const leaveThroughTheTop = () =>
  act(() => {
    document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: null }));
  });
afterEach(() => vi.useRealTimers());

describe('lead capture prompts', () => {
  it('the series button opens its form over the expanded floating panel, which folds away', async () => {
    const { user } = renderLanding();
    const panel = await expandFloating(user);
    await user.click(seriesButton());
    expect(await seriesDialog()).toBeVisible();
    // Never two at once: the floating panel and its button are gone while the form shows.
    expect(panel).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.floating.open })).toBeNull();

    // The panel's dismissable layer leaves a moment after the form's opens (Radix); until it has, the
    // form is not yet the top layer and takes no pointer, for a person as for the test.
    const close = screen.getByRole('button', { name: t.close });
    await waitFor(() =>
      expect(close.closest<HTMLElement>('[style*="pointer-events"]')?.style.pointerEvents).toBe('auto'),
    );
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The floating offer comes back folded, not expanded, and was not dismissed for good.
    expect(await screen.findByRole('button', { name: t.floating.open })).toBeVisible();
    expect(screen.queryByRole('region', { name: t.floating.title })).toBeNull();
    expect(localStorage.getItem('floatingCaptureDismissed')).toBeNull();
  });

  it('leaving the page with the floating panel expanded leaves nothing open for the next visit', async () => {
    const first = renderLanding();
    await expandFloating(first.user);
    first.unmount();
    expect(useLeadCapture.getState().current).toBeNull();

    const { user } = renderLanding();
    await user.click(seriesButton());
    expect(await seriesDialog()).toBeVisible();
  });

  it('prompts the page starts itself wait while another one shows', async () => {
    const { user } = renderLanding();
    await user.click(seriesButton());
    await seriesDialog();
    expect(useLeadCapture.getState().offer('exit-intent')).toBe(false);
    expect(useLeadCapture.getState().offer('scroll')).toBe(false);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

// docs/product/rulings.md#one-ask-at-a-time
describe('one unasked prompt per page load, and it leaves focus where the reader is', () => {
  it('the exit-intent popup opens without taking focus, Tab reaches it, Escape closes it; nothing else asks', async () => {
    localStorage.removeItem('exitIntentDismissed');
    const { user } = renderLanding();
    const reading = seriesButton();
    reading.focus();
    leaveThroughTheTop();
    const dialog = await screen.findByRole('dialog', { name: t.exitIntent.title });
    expect(reading).toHaveFocus();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(t.unaskedOpened(t.exitIntent.title));

    await user.keyboard('{Tab}');
    expect(dialog).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: t.close })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('exitIntentDismissed')).toBe('true');

    // The floating button and the scroll modal wait for a later visit.
    await act(() => vi.advanceTimersByTimeAsync(FLOATING_DELAY_MS * 2));
    expect(screen.queryByRole('button', { name: t.floating.open })).toBeNull();
    expect(useLeadCapture.getState().offer('scroll')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the floating button, shown first, keeps the exit-intent popup away; a click still opens the series form', async () => {
    localStorage.removeItem('exitIntentDismissed');
    const { user } = renderLanding();
    await act(() => vi.advanceTimersByTimeAsync(FLOATING_DELAY_MS));
    expect(await screen.findByRole('button', { name: t.floating.open })).toBeVisible();
    leaveThroughTheTop();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Asked for: the series form opens and, as a dialog should, takes focus to its first field.
    await user.click(seriesButton());
    const dialog = await seriesDialog();
    await waitFor(() => expect(within(dialog).getByLabelText(t.firstName)).toHaveFocus());
  });
});
