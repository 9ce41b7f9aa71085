import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { chatStrings, offlineCopyStrings as t } from '../chat.strings.ts';
import type { OfflineChats } from '../lib/offline-chats.ts';
import '../chat.css';
import { MessageItem } from './message-item.tsx';

interface OfflineConversationsProps {
  copy: OfflineChats;
  /** Asks the server again (the session check that could not be made). */
  onRetry: () => void;
}

/**
 * The conversations this device saved, to be reread with no connection (lib/offline-chats.ts): read
 * only, and marked as a saved copy so nobody takes it for the live conversation.
 */
export default function OfflineConversations({ copy, onRetry }: OfflineConversationsProps) {
  const [selectedId, setSelectedId] = useState(copy.chats[0]!.id);
  const selected = copy.chats.find((chat) => chat.id === selectedId) ?? copy.chats[0]!;
  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6">
      <h1 className="font-serif text-3xl text-ink">{chatStrings.pageTitle}</h1>
      <div className="rounded-lg border border-teal bg-teal-soft px-4 py-3 text-ink">
        <p className="font-semibold">{t.marker}</p>
        <p className="text-sm text-ink-soft">{t.explanation}</p>
      </div>
      <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
        {t.retry}
      </Button>
      <nav aria-label={t.listLabel}>
        <ul className="flex flex-wrap gap-2">
          {copy.chats.map((chat) => (
            <li key={chat.id}>
              <button
                type="button"
                aria-current={chat.id === selected.id ? 'true' : undefined}
                onClick={() => setSelectedId(chat.id)}
                className={cn(
                  'min-h-11 rounded-lg border px-3 py-1.5 text-sm',
                  chat.id === selected.id
                    ? 'border-teal bg-teal text-white'
                    : 'border-sand-deep bg-white text-ink hover:bg-sand-deep',
                )}
              >
                {chat.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="offline-conversation-title" className="flex flex-col gap-4">
        <h2 id="offline-conversation-title" className="font-serif text-xl text-ink">
          {selected.title}
        </h2>
        <div className="flex flex-col gap-4">
          {selected.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </div>
      </section>
    </main>
  );
}
