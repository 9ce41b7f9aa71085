// Texts of the Notifications and Appearance tabs and the coach-memory section (spec sections 2, 3 and 8;
// decisions.md "Notification toggles -> e-mails").
export const notificationStrings = {
  heading: 'Notifications',
  intro: 'Choose which e-mails you would like from us. You can change this at any time.',
  emailGroup: 'Email notifications',
  pushGroup: 'Push notifications',
  pushIntro: 'Push notifications are coming later. Your choices are saved now and will apply then.',
  loading: 'Loading your notification settings',
  loadFailed: 'Your notification settings could not be loaded.',
  retry: 'Try again',
  saveFailed: 'Your notification setting could not be saved. Please try again.',
  email: {
    updates: {
      label: 'Product updates',
      description: 'News about Peace Coach, and the weekly check-in e-mail.',
    },
    devotionals: { label: 'Devotionals', description: 'The weekly devotional and guidance e-mail.' },
    prayerReminders: { label: 'Prayer reminders', description: 'A short daily prayer reminder e-mail.' },
    marketing: { label: 'Offers', description: 'Occasional offers and promotions.' },
  },
  push: {
    prayerReminders: { label: 'Prayer reminders', description: 'A daily nudge to pause and pray.' },
    chatResponses: { label: 'Coach replies', description: 'When your coach has answered you.' },
    communityMessages: { label: 'Community messages', description: 'Messages from the community.' },
  },
} as const;

export const appearanceStrings = {
  heading: 'Appearance',
  intro: 'Make the text easier to read on this device.',
  fontSize: 'Font size',
  sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
  previewLabel: 'Preview',
  preview: '“Be completely humble and gentle; be patient, bearing with one another in love.” — Ephesians 4:2',
  /** Spec section 2: `size` is the stored value as written (small, medium, large). */
  changed: (size: string) => `Font size changed to ${size}`,
  reset: 'Reset to Defaults',
  resetDone: 'Appearance settings reset to defaults',
} as const;

export const memoryStrings = {
  heading: 'What your coach remembers',
  intro:
    'Short notes your coach keeps from your conversations, such as your name and what has helped. Your coach uses your name on every plan; for Premium members, it uses all of the notes to carry your story from one conversation to the next.',
  chatDeletion: 'Deleting a chat also deletes the notes that came from it.',
  forGood: 'A note you delete stays deleted: your coach will not learn it again from your earlier words.',
  loading: 'Loading your coach’s notes',
  loadFailed: 'Your coach’s notes could not be loaded.',
  empty: 'Your coach has not kept any notes yet.',
  kinds: {
    name: 'Your name',
    partner: 'Your partner',
    concern: 'A concern',
    goal: 'A hope',
    helped: 'What helped',
    plan: 'Your next step',
    safety: 'How your coach replies',
  } as Record<string, string>,
  deleteOne: 'Delete',
  deleteOneLabel: (text: string) => `Delete note: ${text}`,
  deleteOneTitle: 'Delete this note?',
  deleteOneBody: 'Your coach will no longer remember this. This cannot be undone.',
  deleteAll: 'Delete All Notes',
  deleteAllTitle: 'Delete everything your coach remembers?',
  deleteAllBody: 'Every note will be deleted. Your chats stay as they are. This cannot be undone.',
  confirm: 'Delete',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  deleted: 'Note deleted',
  allDeleted: 'All notes deleted',
  deleteFailed: 'The note could not be deleted. Please try again.',
} as const;
