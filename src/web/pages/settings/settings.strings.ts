// The settings page's own texts: its title and tabs, and the Appearance tab
// (docs/product/specification.md#settings).
import { quotedVerse } from '#shared/verse-text.ts';

export const settingsStrings = {
  metaTitle: 'Account Settings',
  title: 'Account Settings',
  subtitle: 'Manage your profile, your sign-in and your data.',
  tabsLabel: 'Settings sections',
  tabs: {
    profile: 'Profile',
    account: 'Account',
    memory: 'Memory',
    journey: 'Journey',
    notifications: 'Notifications',
    appearance: 'Appearance',
    plan: 'Plan',
  },
};

export const appearanceStrings = {
  heading: 'Appearance',
  intro: 'Make the text easier to read on this device.',
  fontSize: 'Font size',
  sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  previewLabel: 'Preview',
  // The World English Bible's words, as every verse we quote (src/shared/verse-text.ts shapes the quote).
  preview: `${quotedVerse('with all lowliness and humility, with patience, bearing with one another in love,')} — Ephesians 4:2`,
  /** docs/product/specification.md#settings: `size` is the stored value as written (small, medium, large). */
  changed: (size: string) => `Font size changed to ${size}`,
  reset: 'Reset to Defaults',
  resetDone: 'Appearance settings reset to defaults',
} as const;
