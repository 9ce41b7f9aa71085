// The exact texts of the landing page (docs/product/specification.md#2-screens-and-routes). Its own file,
// apart from the other marketing screens' texts: the landing page is most visitors' first page, and a
// shared strings module is downloaded whole by every page that uses any of it.

export const landingStrings = {
  heroEyebrow: 'Scripture-rooted relationship coaching',
  heroTitle: 'Peace at home begins with one calm conversation.',
  heroBody:
    'For Christian women and men who still love their partner but keep ending up in the same argument. A private coach that listens, helps you find your words, and points you back to God’s peace, at any hour.',
  heroVisitorCta: 'Start Free Today',
  heroMemberCta: 'Go to Your Dashboard',
  heroSecondary: 'See how it works',
  heroNote: 'Free to begin. No card needed. Private and encrypted.',

  featuresTitle: 'Support that feels like a wise friend at your kitchen table',
  featuresIntro:
    'Peace Coach is personal support for you, one side of the relationship, shaped by scripture and by what is known about how couples argue and make up.',

  seriesEyebrow: 'Free video series',
  seriesTitle: '365 Days of Peace',
  seriesBody:
    'Three short videos, about three minutes each: nine minutes that walk you through the four steps to a calmer conversation. Yours free, with daily prompts and weekly guidance e-mails.',
  seriesButton: 'Start With FREE Peace Series',

  errorTitle: 'This page could not be shown',
  errorBody: 'Something went wrong on our side. Please reload the page; your information is safe.',
  errorReload: 'Reload the page',
  errorContact: 'Tell us what happened',
};
