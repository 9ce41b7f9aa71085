// "My journey" (Settings > Journey, and the chat header's link to it): the texts of the chooser.

export const journeyStrings = {
  heading: 'My journey',
  intro:
    'Download the conversations you choose as a PDF, to bring to your pastor or counsellor. It is made when you ask and is not kept by the app.',
  chatsLegend: 'Conversations to include',
  allChats: 'All conversations',
  startedOn: (date: string) => `started ${date}`,
  loading: 'Loading your conversations',
  loadFailed: 'Your conversations could not be loaded. Please try again later.',
  noChats: 'You have no conversations yet. Once you have talked with your coach, you can download them here.',
  moreThanShown: (max: number) => `Your ${max} most recent conversations are listed.`,
  alsoLegend: 'Also include',
  verses: 'The verses your coach shared, in full',
  notes: 'What your coach remembers about you (its notes)',
  safetyLegend: 'Private messages',
  safety: 'Include messages about danger or abuse',
  safetyHint:
    'Left out unless you tick this: the messages where you told your coach about danger or abuse, and its replies. Leave this off if someone else may see this document.',
  download: 'Download PDF',
  downloading: 'Preparing your PDF...',
  downloaded: 'Your PDF has been downloaded.',
  failed: 'The PDF could not be made. Please try again.',
};
