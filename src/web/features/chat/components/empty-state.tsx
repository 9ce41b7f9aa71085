import { MessageCircleHeart, Plus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { emptyStrings as t } from '../chat.strings.ts';

export function EmptyState({ onNewChat, creating }: { onNewChat: () => void; creating: boolean }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <MessageCircleHeart aria-hidden="true" className="size-12 text-teal" />
      <h2 className="font-serif text-2xl text-ink">{t.heading}</h2>
      <p className="text-ink-soft">{t.body}</p>
      <Button onClick={onNewChat} loading={creating}>
        <Plus aria-hidden="true" className="size-4" />
        {t.newChat}
      </Button>
    </div>
  );
}
