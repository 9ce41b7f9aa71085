// The exact texts of the app shell's own screens (docs/product/specification.md#route-table,
// docs/product/specification.md#protected-route-behaviour).
export const notFoundStrings = {
  heading: 'Oops! Page not found',
  body: 'The page you were looking for is not here. It may have moved, or the link may be mistyped.',
  home: 'Return to Home',
};

export const errorScreenStrings = {
  heading: 'Unexpected Application Error!',
  body: 'Something went wrong while showing this page. Reloading usually helps.',
  reload: 'Reload the page',
};

// The navigation bar and footer (docs/product/specification.md#navigation-bar,
// docs/product/specification.md#landing-page).
export const navStrings = {
  brand: 'Peace Coach',
  home: 'Peace Coach home',
  primaryNav: 'Main',
  features: 'Features',
  howItWorks: 'How It Works',
  testimonials: 'Testimonials',
  pricing: 'Pricing',
  blog: 'Blog',
  faq: 'FAQ',
  login: 'Login',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  chat: 'Chat',
  upgrade: 'Upgrade',
  myAccount: 'My Account',
  accountMenu: 'Account menu',
  settings: 'Settings',
  signOut: 'Sign Out',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
};

export const footerStrings = {
  nav: 'Footer',
  blog: 'Blog',
  christianResources: 'Christian Resources',
  relationshipTips: 'Relationship Tips',
  scriptureGuide: 'Scripture Guide',
  about: 'About',
  contact: 'Contact',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  pastoralCare:
    'Peace Coach offers personal, scripture-rooted support. It complements the care of your pastor and church; it does not replace it, and it is not couples counselling.',
  copyright: '© Peace Coach. Made with care for marriages in a hard season.',
};

// The signed-in area's shell (protected layout).
export const protectedStrings = {
  loading: 'Checking your session',
  offlineHeading: 'We could not reach Peace Coach',
  offlineBody: 'Please check your connection and try again.',
  retry: 'Try again',
};

// The signed-in pages' one frame (docs/product/rulings.md#one-app-frame).
export const appFrameStrings = {
  nav: 'App',
  /** The wordmark's name there: it leads to the dashboard, not to the landing page. */
  brand: 'Peace Coach dashboard',
};

// The screen a page shows when its code cannot be loaded (offline and never stored, or renamed by a
// release since): lib/route-load-guard.ts.
export const routeLoadStrings = {
  title: 'This page could not open | Peace Coach',
  heading: 'This page could not open',
  body: 'You may be offline, or Peace Coach has just been updated and this page needs a connection to load. Nothing you have written is lost.',
  retry: 'Try again',
};
