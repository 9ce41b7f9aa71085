// The conversation screen's texts. Strings quoted in docs/product/specification.md are exact; the rest is
// our own copy in the same calm voice. Texts with numbers take them from the server's usage.
import { CHAT_GREETING, NEW_CHAT_TITLE, SCRIPTURE_PREFIX, type Usage } from '#shared/chat.ts';
import { HELPLINES } from '#shared/helplines.ts';
import { atMostLimit } from './lib/limits.ts';

export const chatStrings = {
  metaTitle: 'Conversations',
  pageTitle: 'Conversations',
  greeting: CHAT_GREETING,
  newChatTitle: NEW_CHAT_TITLE,
  loading: 'Loading your conversations',
  loadingMessages: 'Loading this conversation',
  messagesFailed: 'This conversation could not be loaded.',
  listFailed: 'Your conversations could not be loaded.',
  retry: 'Try again',
};

export const sidebarStrings = {
  heading: 'Conversations',
  newChat: 'New Chat',
  collapse: 'Collapse sidebar',
  expand: 'Expand sidebar',
  open: 'Open conversations',
  close: 'Close conversations',
  showMore: 'Show older conversations',
  rename: 'Rename',
  delete: 'Delete',
  renameButton: (title: string) => `Rename conversation "${title}"`,
  deleteButton: (title: string) => `Delete conversation "${title}"`,
  titleInput: 'Conversation title',
  moreActions: 'Right-click, long-press or use the menu key for more actions.',
  deleteTitle: 'Delete this conversation?',
  deleteDescription: (title: string) =>
    `"${title}" and all of its messages will be deleted for good. This cannot be undone.`,
  deleteConfirm: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  chatLimit: (chatLimit: number | string) =>
    `You've reached your ${chatLimit} conversations limit for this month. Upgrade to Premium for unlimited conversations.`,
  upgrade: 'Upgrade to Premium',
};

/** Search over one's own conversations, at the top of the conversation list. */
export const searchStrings = {
  label: 'Search conversations',
  placeholder: 'Search conversations',
  clear: 'Clear search',
  resultsLabel: 'Search results',
  searching: 'Searching your conversations...',
  /** Said by screen readers when the results change (a polite live region). */
  found: (count: number) =>
    count === 0
      ? 'No conversations found.'
      : count === 1
        ? '1 conversation found.'
        : `${count} conversations found.`,
  failed: 'Search is not available right now. Please try again.',
  titleMatch: 'The title matches',
};

export const headerStrings = {
  /** Settings > Journey makes the PDF for a pastor or counsellor. */
  journey: 'Download for my pastor',
  // Never "42/10": after a downgrade the month's count can pass the new plan's limit.
  counters: (u: Usage) =>
    `${atMostLimit(u.messageCount, u.messageLimit)}/${u.messageLimit} messages · ${atMostLimit(u.chatCount, u.chatLimit)}/${u.chatLimit} chats`,
};

export const emptyStrings = {
  heading: 'No chat selected',
  body: 'Start a new conversation',
  newChat: 'New Chat',
};

export const messageStrings = {
  listLabel: 'Messages',
  you: 'You said:',
  coach: 'Your coach said:',
  loadEarlier: 'Load earlier messages',
  regenerate: 'Regenerate response',
  typing: 'Your coach is writing a reply...',
  scripturePrefix: SCRIPTURE_PREFIX,
  offline: 'Offline mode',
  /** Under a reply the user stopped: what it says is what was written by then. */
  stopped: 'Stopped',
  stoppedHint: 'You stopped this reply; these are the words written until then.',
  offlineHint: 'Our AI service could not be reached, so the built-in coach answered.',
  safetyLabel: 'Help and safety',
  /** The safety reply's numbers as links: their names say what tapping does. */
  callLabel: (number: string) => `Call ${number}`,
  textLabel: (number: string) => `Text ${number}`,
  /** Beside a number that answers calls and texts, the link that texts it. */
  text: 'Text',
  /** The pending reply after a cut connection, while the reply is read back from the server. */
  recovering: "Reconnecting to your coach's reply...",
};

/** Copy under the words to say, a prayer and a verse (the visible "Copy" is part of each name). */
export const copyStrings = {
  copy: 'Copy',
  words: 'Copy these words',
  prayer: 'Copy this prayer',
  verse: 'Copy this verse',
  copied: 'Copied',
  failed: 'Copying is not allowed here. The words are selected: press Ctrl+C (or Command+C) to copy them.',
};

/** Edit and resend the last message (docs/product/rulings.md#edit-and-resend). */
export const editStrings = {
  edit: 'Edit',
  editLabel: 'Edit your last message',
  label: 'Your message',
  hint: 'Enter saves and asks your coach again. Shift+Enter adds a new line. Escape cancels.',
  save: 'Save and resend',
  cancel: 'Cancel',
  edited: 'Edited',
};

/** A message not sent yet (docs/product/rulings.md#sending-when-the-connection-fails). */
export const outboxStrings = {
  waiting: 'Waiting for connection',
  failed: 'Not sent',
  cancel: 'Cancel',
  cancelLabel: 'Cancel this message and put it back in the message box',
  retry: 'Try again',
  retryLabel: 'Try sending this message again',
  offlineBanner: "You're offline. Messages you send will wait here and go as soon as you're back online.",
};

export const composerStrings = {
  label: 'Message your coach',
  placeholder: 'Share what is on your heart...',
  hint: 'Enter sends. Shift+Enter adds a new line.',
  send: 'Send message',
  /** While a reply is written, in the place of Send. */
  stop: 'Stop the reply',
  // "10 of 10" once the limit is reached, also after a downgrade left more used than the new limit.
  usage: (u: { messageCount: number; messageLimit: number }) =>
    `${atMostLimit(u.messageCount, u.messageLimit)} of ${u.messageLimit} messages used this month`,
  limitReached: "You've reached your message limit. Please upgrade to continue.",
  /** At the limit the field stays open for this (docs/product/rulings.md#safety-before-limits). */
  limitSafety: 'If you are not safe, you can still write here: you will always be answered with help.',
  upgrade: 'Upgrade to Premium',
};

export const promptStrings = {
  open: 'Conversation prompts',
  title: 'Conversation prompts',
  description: 'Choose a prompt to place it in your message. You can change it before you send it.',
  tabsLabel: 'Prompt categories',
  loading: 'Loading prompts',
  failed: 'Failed to load chat prompts.',
  /** The default tab (docs/product/specification.md#sizes-and-counts). */
  defaultCategory: 'devotional',
};

export const helpStrings = {
  open: 'Need help now?',
  title: 'Need help now?',
  description:
    'If you are in danger, or thinking about harming yourself, please reach out now. You do not have to carry this alone.',
  uk: 'In the UK',
  us: 'In the US',
  lines: HELPLINES,
  /** A line that serves some people only says so ("for women"), so nobody rings the wrong one. */
  forWhom: (name: string, serves: string) => `${name}, for ${serves}`,
  quickExit: 'Leave this site quickly',
  quickExitHint:
    'Opens a weather page in this tab and signs you out, so this chat does not open again without your password. Your browser history may still list this site.',
  close: 'Close',
};

/** The quick exit in the chat header: always visible, the same neutral page as the help dialog's. */
export const quickExitStrings = {
  button: 'Quick exit',
  hint: 'Leave this site at once for a weather page, and sign out. Pressing Escape twice does the same.',
  /** Under the button, in plain words: the exit also ends the session. */
  signsOut: 'Signs you out',
};

/**
 * The toasts of this screen (docs/product/specification.md#chat-and-limits,
 * docs/product/specification.md#4-states-and-transitions).
 */
export const toastStrings = {
  usageFailed: 'Failed to check message limits. Please try again.',
  /** "New Chat" when the month's conversations could not be checked first. */
  chatLimitCheckFailed: 'Failed to check conversation limits. Please try again.',
  /**
   * The limit check's failure when the server's answer carries no words of its own (a gateway error);
   * the server says "Error validating limits" or "Server error" itself (usage.service.ts).
   */
  limitCheckServerError: 'Server error',
  messageLimit: 'Message Limit Reached',
  messageLimitDefault: "You've reached your message limit. Please upgrade to continue.",
  chatLimit: 'Conversation Limit Reached',
  chatLimitDefault: "You've reached your conversations limit for this month. Please upgrade to continue.",
  noActiveChat: 'No active chat session found.',
  sendFailed: 'Failed to send message. Please try again.',
  reconnecting: 'Connection issue',
  reconnectingDescription: 'Trying to reconnect...',
  /** A message our server could not be reached for after the retries: it stays in the list, not lost. */
  sendUnreachableDescription:
    'Could not reach Peace Coach. Your message is kept: press "Try again" to send it.',
  connectionFailed: 'Connection Failed',
  connectionFailedDescription: 'Could not connect to the AI service. Please try again later.',
  initialChatFailed: 'Could not create initial conversation',
  /** "New Chat" refused by the server at the monthly limit (the server's message says so). */
  newChatFailed: 'Could not create new conversation',
  /** "New Chat" refused by the server for another reason (its message is the description). */
  createRefused: 'Could not create conversation',
  /** "New Chat" that never got an answer (network) or an answer we cannot read. */
  createError: 'Error creating conversation',
  renameFailed: 'Could not rename the conversation. Please try again.',
  deleteFailed: 'Could not delete the conversation. Please try again.',
};

// The copy of the last few conversations this device keeps to be reread offline (lib/offline-chats.ts).
export const offlineCopyStrings = {
  marker: 'Saved on this device — you are offline',
  explanation:
    'These are your most recent conversations as they were when you last read them here. You can send new messages once you are back online.',
  listLabel: 'Saved conversations',
  retry: 'Try again',
};
