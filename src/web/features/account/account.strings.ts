// The account's texts in the settings: profile, sessions, data, deletion
// (docs/product/specification.md#settings, docs/product/specification.md#profile-and-password-change and
// docs/product/specification.md#account for the quoted ones; the rest is our own copy).
export const profileStrings = {
  heading: 'Profile',
  intro: 'How your coach and your e-mails address you.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'Email cannot be changed. Contact support for assistance.',
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Profile updated successfully.',
  failed: 'Failed to update profile',
  failedDescription: 'Please try again in a moment.',
};

export const sessionsStrings = {
  heading: 'Active sessions',
  intro: 'The devices where you are signed in. Sign out of any you do not recognise.',
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last used ${when}`,
  signOut: 'Sign out',
  signOutLabel: (device: string) => `Sign out of ${device}`,
  ended: 'Session ended',
  endedDescription: 'That device has been signed out.',
  failed: 'Could not end that session',
  failedDescription: 'Please try again in a moment.',
  loading: 'Loading your sessions',
  loadFailed: 'We could not load your sessions. Please reload the page.',
};

export const dataStrings = {
  heading: 'Your data',
  intro: 'Download everything we keep for you: your profile, conversations and the notes your coach keeps.',
  download: 'Download my data',
};

export const deleteStrings = {
  heading: 'Delete Account',
  intro: 'Permanently delete your account and everything in it. This cannot be undone.',
  open: 'Delete Account',
  dialogTitle: 'Delete your account?',
  dialogDescription:
    'This permanently deletes your account, your conversations, everything your coach remembers and your plan data. It cannot be undone. Any paid subscription is cancelled first.',
  password: 'Enter your password to confirm',
  cancel: 'Keep my account',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
  deleted: 'Account successfully deleted.',
  failed: 'Failed to delete account',
  failedDescription: 'Please try again in a moment.',
};
