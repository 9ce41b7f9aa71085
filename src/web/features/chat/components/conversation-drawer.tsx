import { FileDown, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router';
import { headerStrings, sidebarStrings as t } from '../chat.strings.ts';
import { journeyLink } from '../lib/journey-link.ts';
import { ConversationList, type ConversationListProps } from './conversation-list.tsx';

const DESKTOP = '(min-width: 768px)';

interface ConversationDrawerProps extends ConversationListProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the drawer (it lives in the header, outside the dialog). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Under 768 px the conversation list slides in from the left. It is a modal dialog: focus stays inside,
 * Escape or the close button closes it (a 300 ms slide out, or none with reduced motion), and focus
 * returns to the button that opened it.
 */
export function ConversationDrawer({ open, onOpenChange, returnFocusTo, ...list }: ConversationDrawerProps) {
  // Widening the window to the desktop layout shows the sidebar; a drawer left open would cover it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP);
    const close = () => query.matches && onOpenChange(false);
    close();
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=closed]:animate-[chat-fade-out_300ms_ease-in] data-[state=open]:animate-[chat-fade-in_300ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger, and the opener is not one. Something inside the
            // page may already have taken focus (the new chat's composer): leave it there.
            event.preventDefault();
            if (!document.activeElement || document.activeElement === document.body)
              returnFocusTo.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in the rename field cancels the rename, and in the search box with words in it
            // clears them; the drawer stays open.
            const target = event.target;
            if (
              target instanceof HTMLElement &&
              (target.hasAttribute('data-rename-input') ||
                (target instanceof HTMLInputElement &&
                  target.hasAttribute('data-chat-search') &&
                  target.value))
            ) {
              event.preventDefault();
            }
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col bg-white shadow-xl data-[state=closed]:animate-[chat-drawer-out_300ms_ease-in] data-[state=open]:animate-[chat-drawer-in_300ms_ease-out] motion-reduce:animate-none"
        >
          <div className="flex min-h-16 items-center justify-between gap-2 border-b border-sand-deep pr-2 pl-4">
            <Dialog.Title className="font-serif text-lg text-ink">{t.heading}</Dialog.Title>
            <Dialog.Close
              aria-label={t.close}
              className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-sand-deep"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={t.heading} className="flex min-h-0 flex-1 flex-col">
            <ConversationList {...list} onSelect={() => onOpenChange(false)} />
          </nav>
          {/* The phone's way to the journey PDF: its chat header has no room for the link. */}
          <div className="border-t border-sand-deep p-2">
            <Link
              to={journeyLink(list.activeId)}
              className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink hover:bg-sand-deep"
            >
              <FileDown aria-hidden="true" className="size-5" />
              {headerStrings.journey}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
