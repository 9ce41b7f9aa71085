import { BookHeart, MessageSquareQuote } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { copyStrings as t } from '../chat.strings.ts';
import { replyBlocks } from '../lib/reply-blocks.ts';
import { CopyButton } from './copy-button.tsx';

/** Suggested words or a prayer, set apart in the reply, with its own Copy. */
function CopyableBlock({ kind, text, shown }: { kind: 'words' | 'prayer'; text: string; shown: string }) {
  const source = useRef<HTMLSpanElement>(null);
  const Icon = kind === 'words' ? MessageSquareQuote : BookHeart;
  return (
    <span
      className={
        kind === 'words'
          ? 'my-2 block rounded-lg border-l-4 border-teal bg-teal-soft/60 px-3 py-2'
          : 'my-2 block rounded-lg border-l-4 border-gold/70 bg-amber-note px-3 py-2 font-serif'
      }
    >
      <span className="flex gap-2">
        <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-ink-soft" />
        <span ref={source}>{shown}</span>
      </span>
      <CopyButton
        text={text}
        label={kind === 'words' ? t.words : t.prayer}
        source={source}
        className="font-sans"
      />
    </span>
  );
}

/**
 * A coach's reply, with the words it suggests saying and any prayer set apart, each with a Copy button.
 * Phrasing content only: it renders inside the message's paragraph.
 */
export function ReplyText({ content }: { content: string }) {
  const blocks = useMemo(() => replyBlocks(content), [content]);
  return blocks.map((block, index) => {
    if (block.kind === 'text') {
      // Beside a block (which starts on a line of its own) the spaces around it would show.
      let text = block.text;
      if (index > 0) text = text.trimStart();
      if (index < blocks.length - 1) text = text.trimEnd();
      return text ? <span key={index}>{text}</span> : null;
    }
    const shown = block.kind === 'words' ? `${block.open}${block.text}${block.close}` : block.text;
    return <CopyableBlock key={index} kind={block.kind} text={block.text} shown={shown} />;
  });
}
