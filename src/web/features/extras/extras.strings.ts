// The premium "Hard Conversation" scripts page.
export const hardConversationStrings = {
  title: 'Hard Conversation scripts',
  intro:
    'Short scripts for the talks that feel hardest. Pray first, choose a calm moment, and use your own words where these fall short.',
  opening: 'Opening line',
  say: 'What to say',
  avoid: 'What to avoid',
  verse: 'Carry this verse',
  lockedTitle: 'These scripts are part of Premium',
  lockedBody:
    'Premium members get gentle, scripture-rooted scripts for the conversations they dread most, alongside unlimited time with their coach.',
  lockedCta: 'See Premium',
  loading: 'Loading the scripts',
  loadFailed: 'The scripts could not be loaded.',
  retry: 'Try again',
};
