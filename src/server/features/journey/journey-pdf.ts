// The layout of the "My journey" PDF: a title page (name, dates covered), each chat as a transcript
// ("You" / "Coach", verses in full with their reference), the coach's notes when asked for, and the
// helplines last. Written with pdfkit in Noto Sans, which ships with the app as a package (the PDF
// standard fonts only draw Western European letters).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { HELPLINES } from '#shared/helplines.ts';
import { quotedVerse } from '#shared/verse-text.ts';
import type { Journey, JourneyTurn } from './journey.service.ts';

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** Read once, on the first document. */
const loadFonts = () =>
  (fonts ??= { regular: readFileSync(fontFile('400Regular')), bold: readFileSync(fontFile('700Bold')) });

const INK = '#1f2a2e';
const SOFT = '#5b6770';
const TEAL = '#1d6b66';

const strings = {
  title: 'My journey',
  subtitle: 'Conversations with my Christian relationship coach',
  preparedFor: (name: string) => `Prepared by ${name}`,
  covered: (from: string, to: string) => (from === to ? `From ${from}` : `From ${from} to ${to}`),
  noMessages: 'These conversations hold no messages yet.',
  made: (on: string) => `Made on ${on}. This document was created on request and is not kept by the app.`,
  footer: (on: string) => `Peace Coach · My journey · ${on}`,
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  started: (on: string) => `Started ${on}`,
  you: 'You',
  coach: 'Coach',
  verse: 'Verse',
  empty: 'Nothing to show from this conversation.',
  notesTitle: 'What the coach remembers',
  notesIntro: 'Short notes the coach keeps between conversations.',
  noNotes: 'The coach has no notes.',
  helpTitle: 'Need help now?',
  helpIntro:
    'If you are in danger, or thinking about harming yourself, please reach out now. You do not have to carry this alone.',
  uk: 'In the UK',
  us: 'In the US',
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const day = (at: Date) => dateFormat.format(at);

/** What pdfkit's embedded font exposes (fontkit's font); not in its published types. */
interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const glyphSourceOf = (doc: PDFKit.PDFDocument): GlyphSource | null => {
  const font: unknown = (doc as unknown as { _font?: { font?: unknown } })._font?.font;
  return font && typeof (font as GlyphSource).hasGlyphForCodePoint === 'function'
    ? (font as GlyphSource)
    : null;
};

const PLACEHOLDER = '\uFFFD';

/**
 * User text may hold anything: control characters are dropped, and a character the font cannot draw
 * (an emoji, a script Noto Sans does not cover) becomes a visible placeholder instead of an empty box.
 */
function drawable(text: string, glyphs: GlyphSource | null): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || char === '\t') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || (code >= 0xd800 && code <= 0xdfff)) continue;
    else if (code === 0x200d || (code >= 0xfe00 && code <= 0xfe0f))
      continue; // emoji joiners and variation selectors
    else if (glyphs && !glyphs.hasGlyphForCodePoint(code))
      out += out.endsWith(PLACEHOLDER) ? '' : PLACEHOLDER;
    else out += char;
  }
  return out;
}

/**
 * Laying out text is synchronous CPU work (about half a millisecond a message here): a document of
 * thousands of messages would hold every other request of this instance for seconds, so the pages are
 * written a few messages at a time, between which the server answers others.
 */
const TURNS_PER_SLICE = 10;

type Write = (text: string, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;

/**
 * The document as a stream of bytes, returned at once and written over the next turns of the event loop;
 * it ends after the last page. A reader that goes away (the stream destroyed) stops the writing.
 */
export function journeyPdf(journey: Journey): PDFKit.PDFDocument {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: strings.title, CreationDate: journey.createdAt },
    displayTitle: true,
    lang: 'en-GB',
    // Pages are kept until the last one is written, so each footer can say "Page N of M". The bytes
    // then go out in one go: at most 50 chats and 5,000 messages, a few megabytes.
    bufferPages: true,
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  const glyphs = glyphSourceOf(doc);
  const write: Write = (text, options) => doc.text(drawable(text, glyphs), options);
  writePages(doc, journey, write).catch((error: unknown) =>
    doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}

async function writePages(doc: PDFKit.PDFDocument, journey: Journey, write: Write): Promise<void> {
  // Title page.
  doc.moveDown(8);
  doc.font('bold').fontSize(30).fillColor(INK);
  write(strings.title, { align: 'center' });
  doc.moveDown(0.5).font('regular').fontSize(14).fillColor(SOFT);
  write(strings.subtitle, { align: 'center' });
  doc.moveDown(3).fontSize(16).fillColor(INK);
  if (journey.name.trim()) write(strings.preparedFor(journey.name.trim()), { align: 'center' });
  doc.moveDown(0.5).fontSize(13).fillColor(SOFT);
  write(
    journey.from && journey.to ? strings.covered(day(journey.from), day(journey.to)) : strings.noMessages,
    {
      align: 'center',
    },
  );
  doc.moveDown(8).fontSize(10);
  write(strings.made(day(journey.createdAt)), { align: 'center' });

  for (const chat of journey.chats) {
    doc.addPage();
    doc.font('bold').fontSize(20).fillColor(INK);
    write(chat.title);
    doc.font('regular').fontSize(10).fillColor(SOFT);
    write(strings.started(day(chat.startedAt)));
    doc.moveDown(1);
    if (chat.turns.length === 0) {
      doc.fontSize(11);
      write(strings.empty);
    }
    for (const [index, turn] of chat.turns.entries()) {
      if (index % TURNS_PER_SLICE === 0) {
        await nextTurn();
        if (doc.destroyed) return;
      }
      writeTurn(doc, turn, write);
    }
  }

  if (journey.notes) {
    doc.addPage();
    doc.font('bold').fontSize(20).fillColor(INK);
    write(strings.notesTitle);
    doc.font('regular').fontSize(10).fillColor(SOFT);
    write(strings.notesIntro);
    doc.moveDown(1).fontSize(11).fillColor(INK);
    if (journey.notes.length === 0) write(strings.noNotes);
    for (const note of journey.notes) {
      write(`•  ${note}`);
      doc.moveDown(0.3);
    }
  }

  doc.addPage();
  doc.font('bold').fontSize(20).fillColor(INK);
  write(strings.helpTitle);
  doc.moveDown(0.5).font('regular').fontSize(11);
  write(strings.helpIntro);
  for (const [heading, lines] of [
    [strings.uk, HELPLINES.uk],
    [strings.us, HELPLINES.us],
  ] as const) {
    doc.moveDown(1).font('bold').fontSize(13).fillColor(TEAL);
    write(heading);
    doc.font('regular').fontSize(11).fillColor(INK);
    for (const line of lines)
      write(`${line.name}${line.serves ? `, for ${line.serves}` : ''}: ${line.number}`);
  }
  writeFooters(doc, journey, write);
  doc.end();
}

/** On every page, below the text: the product, the document and its date, and "Page N of M". */
function writeFooters(doc: PDFKit.PDFDocument, journey: Journey, write: Write) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    // Written in the bottom margin: with the margin left as it is, pdfkit would start a new page.
    const bottom = margins.bottom;
    margins.bottom = 0;
    const y = height - bottom / 2 - 6;
    const line = { width: width - margins.left - margins.right, lineBreak: false } as const;
    doc.font('regular').fontSize(9).fillColor(SOFT);
    for (const [text, align] of [
      [strings.footer(day(journey.createdAt)), 'left'],
      [strings.page(i - start + 1, count), 'right'],
    ] as const) {
      doc.x = margins.left;
      doc.y = y;
      write(text, { ...line, align });
    }
    margins.bottom = bottom;
  }
}

function writeTurn(doc: PDFKit.PDFDocument, turn: JourneyTurn, write: Write) {
  // Keep a speaker's name with the first line of their words.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
  const speaker = turn.role === 'user' ? strings.you : turn.role === 'coach' ? strings.coach : strings.verse;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(turn.role === 'user' ? INK : TEAL);
  write(`${speaker}  ·  ${timeFormat.format(turn.at)}`);
  doc.font('regular').fontSize(11).fillColor(INK);
  if (turn.role === 'scripture') {
    write(`${quotedVerse(turn.text)}${turn.reference ? ` — ${turn.reference}` : ''}`, { indent: 12 });
  } else {
    write(turn.text);
  }
  doc.moveDown(0.8);
}
