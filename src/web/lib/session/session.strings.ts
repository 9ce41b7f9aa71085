// The exact texts for signing out and for pages that need a signed-in user
// (docs/product/specification.md#protected-route-behaviour,
// docs/product/specification.md#authentication-toasts).
export const sessionStrings = {
  loggedOut: 'You have been logged out',
  logoutFailed: 'Logout failed',
  logoutFailedDescription: 'There was a problem signing out.',
  signOut: 'Sign Out',
  authRequired: 'Authentication required',
  authRequiredDescription: 'Please log in to access this page.',
  upgradeRequired: 'Upgrade required',
  upgradeRequiredDescription: 'You need a Premium/Basic plan to access this feature.',
};
