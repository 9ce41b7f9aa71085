import type { ReactNode } from 'react';

// A deliberately small Markdown renderer for our own posts: "## " and "### " headings, "- " or "* "
// bullets, "> " quotations, paragraphs, and **bold** / *italic* inside a line. It builds React elements
// from text, so anything else, raw HTML included, is shown as the characters it is and never run.

type Block = { kind: 'h2' | 'h3' | 'p' | 'quote'; text: string } | { kind: 'list'; items: string[] };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'p', text: paragraph.join(' ') });
    if (quote.length) blocks.push({ kind: 'quote', text: quote.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    quote = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trim();
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (line.startsWith('### ')) {
      flush();
      blocks.push({ kind: 'h3', text: line.slice(4) });
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'h2', text: line.slice(3) });
    } else if (bullet && !/^\*[^*\s].*\*$/.test(line)) {
      // "*italic line*" is emphasis, not a bullet.
      if (!list) flush();
      (list ??= []).push(bullet[1]!);
    } else if (line.startsWith('>')) {
      if (!quote.length) flush();
      quote.push(line.replace(/^>\s?/, ''));
    } else {
      if (list || quote.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** **bold** and *italic* inside a line; every other character is text. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      match[1] !== undefined ? (
        <strong key={match.index}>{match[1]}</strong>
      ) : (
        <em key={match.index}>{match[2]}</em>
      ),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function Markdown({ source }: { source: string }) {
  return (
    <div className="flex flex-col gap-5 text-lg leading-relaxed text-ink">
      {parseBlocks(source).map((block, index) => {
        switch (block.kind) {
          case 'h2':
            return (
              <h2 key={index} className="mt-6 font-serif text-3xl text-ink">
                {renderInline(block.text)}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={index} className="mt-4 font-serif text-2xl text-ink">
                {renderInline(block.text)}
              </h3>
            );
          case 'quote':
            return (
              <blockquote
                key={index}
                className="border-l-4 border-gold/60 pl-4 font-serif text-ink-soft italic"
              >
                {renderInline(block.text)}
              </blockquote>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-2 pl-6">
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item)}</li>
                ))}
              </ul>
            );
          default:
            return <p key={index}>{renderInline(block.text)}</p>;
        }
      })}
    </div>
  );
}
