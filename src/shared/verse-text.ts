// How a verse is shown everywhere we quote one (pages, the demo chat, the dashboard card, e-mails): in one
// pair of double quotation marks. The World English Bible carries its own speech marks, which a cut
// verse can leave open (Matthew 11:28 opens a quotation that closes in verse 30) or which can wrap the
// whole verse (Psalm 46:10); wrapping those again would print ““ or leave a mark unbalanced.

const OPEN = '“';
const CLOSE = '”';

/**
 * The verse's text inside one pair of “ ”: a verse cut mid-sentence (ending in , ; or :) ends in an
 * ellipsis; speech marks that open or close outside the cut are dropped; a quotation that is the whole
 * verse keeps only the outer marks; a quotation inside the verse becomes ‘ ’ (a quote within a quote).
 */
export function quotedVerse(text: string): string {
  let body = text.trim().replace(/[,;:](”?)$/, '…$1');
  const chars = [...body];
  const opened: number[] = [];
  const pairs: [number, number][] = [];
  const dropped = new Set<number>();
  chars.forEach((char, index) => {
    if (char === OPEN) opened.push(index);
    else if (char === CLOSE) {
      const start = opened.pop();
      if (start === undefined) dropped.add(index);
      else pairs.push([start, index]);
    }
  });
  for (const index of opened) dropped.add(index);
  for (const [start, end] of pairs) {
    if (start === 0 && end === chars.length - 1) {
      dropped.add(start).add(end);
    } else {
      chars[start] = '‘';
      chars[end] = '’';
    }
  }
  body = chars.filter((_, index) => !dropped.has(index)).join('');
  return `${OPEN}${body.trim()}${CLOSE}`;
}
