// Texts of the Notifications tab (docs/product/specification.md#settings,
// docs/product/specification.md#notification-preferences) and the waitlists.
export const notificationStrings = {
  heading: 'Notifications',
  intro: 'Choose which e-mails you would like from us. You can change this at any time.',
  emailGroup: 'Email notifications',
  pushGroup: 'Push notifications',
  pushIntro: 'Sent to every device where notifications are turned on (see This device below).',
  loading: 'Loading your notification settings',
  loadFailed: 'Your notification settings could not be loaded.',
  retry: 'Try again',
  saveFailed: 'Your notification setting could not be saved. Please try again.',
  saved: (label: string, on: boolean) => `Saved: ${label} is ${on ? 'on' : 'off'}.`,
  comingLater: 'Coming later',
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
    prayerReminders: {
      label: 'Daily alignment card: push',
      description: 'Each morning, the day’s verse, opening your card on the dashboard.',
    },
    weeklyCheckIn: {
      label: 'Weekly check-in: push',
      description: 'The week’s check-in question (Premium). The e-mail one is Product updates above.',
    },
    chatResponses: { label: 'Coach replies', description: 'When your coach has answered you.' },
    communityMessages: { label: 'Community messages', description: 'Messages from the community.' },
  },
} as const;

// The "This device" part of the Notifications tab: Web Push on this browser.
export const pushStrings = {
  heading: 'This device',
  intro: 'Notifications arrive only on devices where you turn them on here.',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off on this device',
  working: 'One moment...',
  onHere: 'Notifications are on for this device.',
  unsupported:
    'This browser cannot receive notifications. On iPhone and iPad, add Peace Coach to your Home Screen first, then open it from there.',
  serverOff: 'Notifications to devices are not available on this site yet. E-mail still works.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then come back here.',
  failed: 'Notifications could not be changed on this device. Please try again.',
  devicesHeading: 'Your devices with notifications on',
  unnamedDevice: 'A browser',
  added: (date: string) => `Added ${date}`,
};

// The waitlists for extras that are not built yet (dashboard).
export const waitlistStrings = {
  comingTitle: 'Coming later',
  comingIntro:
    'We are still making these. If you would like one, add your name to its list: it tells us what to make first.',
  audioTitle: 'Audio devotionals',
  audioBody: 'Short spoken devotionals to listen to on the way. People on the list get early access.',
  companionTitle: 'Couples companion mode',
  companionBody:
    'A shared space for the two of you to work through things together. People on the list get the first invites.',
  joinWaitlist: 'Join the waitlist',
  joining: 'Joining...',
  checking: 'Checking...',
  onTheList: 'You’re on the list',
  waitlistFailed: 'We could not add you to the waitlist. Please try again.',
};
