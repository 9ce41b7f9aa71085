import landing from '#content/site/landing.json';

// The copy of the sections at the top of the page. The lower sections' copy is in landing-lower.json
// (landing-lower-content.ts): their code loads only when they are needed (routes/landing.tsx), and their
// copy goes with it only if it lives in a module of its own.

/** A quoted verse: the stored text is the World English Bible's, checked by scripture-text.test.ts. */
export interface VerseQuote {
  ref: string;
  book: string;
  chapter: number;
  from: number;
  to: number;
  text: string;
}

export interface DemoMessage {
  from: 'coach' | 'user';
  text: string;
  verse?: VerseQuote;
}

export interface DemoTopic {
  id: string;
  title: string;
  messages: DemoMessage[];
}

export const landingContent = landing;
