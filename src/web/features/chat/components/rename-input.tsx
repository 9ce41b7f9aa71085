import { useEffect, useRef, useState } from 'react';
import { TITLE_MAX, renameChatSchema } from '#shared/schemas/chat.ts';
import { Input } from '#web/components/ui/input.tsx';
import { sidebarStrings as t } from '../chat.strings.ts';

export type RenameEnd = 'enter' | 'escape' | 'blur';

interface RenameInputProps {
  initial: string;
  /** The new title, or null to keep the old one (Escape, unchanged, or blank after trimming). */
  onDone: (title: string | null, how: RenameEnd) => void;
}

/**
 * docs/product/specification.md#rename: saved on Enter or blur if the trimmed text is not empty, cancelled on
 * Escape.
 */
export function RenameInput({ initial, onDone }: RenameInputProps) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // Enter ends the edit and the input then loses focus: only the first ending counts.
  const ended = useRef(false);

  useEffect(() => {
    // Opened from a context menu, the menu hands focus back as it closes; take it after that.
    const frame = requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const end = (how: RenameEnd) => {
    if (ended.current) return;
    ended.current = true;
    const parsed = renameChatSchema.safeParse({ title: value });
    const save = how !== 'escape' && parsed.success && parsed.data.title !== initial;
    onDone(save ? parsed.data.title : null, how);
  };

  return (
    <Input
      ref={input}
      value={value}
      maxLength={TITLE_MAX}
      aria-label={t.titleInput}
      // The drawer checks this to let Escape cancel the rename instead of closing the drawer.
      data-rename-input=""
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          end('enter');
        } else if (event.key === 'Escape') {
          event.preventDefault();
          end('escape');
        }
      }}
      onBlur={() => end('blur')}
      className="min-h-10 flex-1 px-2 py-1"
    />
  );
}
