// The coach's texts: the daily card (dashboard) and what the coach remembers (settings).
export const dailyCardStrings = {
  title: 'Today’s verse',
  alignmentTitle: 'Daily alignment',
  reflection: 'Reflect',
  prayer: 'Pray',
  loading: 'Loading today’s verse',
  failed: 'Today’s verse could not be loaded. It will be here when you come back.',
};

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

/**
 * Careful mode on the account, in Settings > Memory. Neutral on purpose: someone who watches the phone
 * may read this page, so it never names danger, only how the coach replies.
 */
export const gentleRepliesStrings = {
  heading: 'How your coach replies',
  since: (day: string) => `Your coach has kept its replies gentle since ${day}.`,
  meaning:
    'It keeps to support and to your own choices, and does not coach you to forgive, give way or try harder. Deleting a chat does not change this.',
  end: 'Go back to usual replies',
  keep: 'Keep gentle replies',
  confirmTitle: 'Go back to usual replies?',
  confirmBody:
    'Your coach will coach as usual again in every conversation, including about forgiving and working things through together. A conversation that still shows the messages that made it gentle stays gentle. If you tell your coach again that things are hard at home, it will be gentle again straight away.',
  ending: 'Changing...',
  ended: 'Your coach will reply as usual again',
  endFailed: 'That could not be changed. Please try again.',
} as const;
