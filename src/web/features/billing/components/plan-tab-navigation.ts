// Full-page moves of the plan tab, kept apart so tests can replace them (jsdom cannot navigate).

/** Opens the billing portal: a provider page (Stripe) or the test provider's page on our server. */
export function goToUrl(url: string): void {
  window.location.assign(url);
}

/**
 * A role change reaches every screen on a fresh load (docs/product/specification.md#settings-plan-refresh).
 */
export function reloadPage(): void {
  window.location.reload();
}
