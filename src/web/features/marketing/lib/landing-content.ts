import landing from '#content/site/landing.json';

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

export const landingContent = landing as Omit<typeof landing, 'demo'> & { demo: DemoTopic[] };
