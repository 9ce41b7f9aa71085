// The conversation screen's texts. Quoted strings of the spec (sections 2, 4, 8) are exact; the rest is
// our own copy in the same calm voice. Texts with numbers take them from the server's usage.
import { CHAT_GREETING, NEW_CHAT_TITLE, SCRIPTURE_PREFIX, type Usage } from '../../../shared/chat.ts';

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
  closeChat: 'Close chat',
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

export const headerStrings = {
  counters: (u: Usage) =>
    `${u.messageCount}/${u.messageLimit} messages · ${u.chatCount}/${u.chatLimit} chats`,
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
  offlineHint: 'Our AI service could not be reached, so the built-in coach answered.',
  safetyLabel: 'Help and safety',
};

export const composerStrings = {
  label: 'Message your coach',
  placeholder: 'Share what is on your heart...',
  hint: 'Enter sends. Shift+Enter adds a new line.',
  send: 'Send message',
  usage: (u: { messageCount: number; messageLimit: number }) =>
    `${u.messageCount} of ${u.messageLimit} messages used this month`,
  limitReached: "You've reached your message limit. Please upgrade to continue.",
  upgrade: 'Upgrade to Premium',
};

export const promptStrings = {
  open: 'Conversation prompts',
  title: 'Conversation prompts',
  description: 'Choose a prompt to place it in your message. You can change it before you send it.',
  tabsLabel: 'Prompt categories',
  loading: 'Loading prompts',
  failed: 'Failed to load chat prompts.',
  /** The spec's default tab (section 9). */
  defaultCategory: 'devotional',
};

export const helpStrings = {
  open: 'Need help now?',
  title: 'Need help now?',
  description:
    'If you are in danger, or thinking about harming yourself, please reach out now. You do not have to carry this alone.',
  uk: 'In the UK',
  us: 'In the US',
  lines: {
    uk: [
      { name: 'Emergency services', number: '999', tel: '999' },
      { name: 'Samaritans (free, any time)', number: '116 123', tel: '116123' },
      {
        name: 'National Domestic Abuse Helpline (free, 24 hours)',
        number: '0808 2000 247',
        tel: '08082000247',
      },
    ],
    us: [
      { name: 'Emergency services', number: '911', tel: '911' },
      { name: 'Suicide & Crisis Lifeline (call or text)', number: '988', tel: '988' },
      { name: 'National Domestic Violence Hotline', number: '1-800-799-7233', tel: '18007997233' },
    ],
  },
  quickExit: 'Leave this site quickly',
  quickExitHint: 'Opens a weather page in this tab. Your browser history may still list this site.',
  close: 'Close',
};

/** The quick exit in the chat header: always visible, the same neutral page as the help dialog's. */
export const quickExitStrings = {
  button: 'Quick exit',
  hint: 'Leave this site at once for a weather page. Pressing Escape twice does the same.',
};

/** Spec section 8 "Chat and limits" and section 4: the toasts of this screen. */
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
