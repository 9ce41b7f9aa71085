import { FileDown, LogOut, Menu, X } from 'lucide-react';
import { type Ref, useId } from 'react';
import { href, Link, useSearchParams } from 'react-router';
import { headerStrings, quickExitStrings, sidebarStrings } from '../chat.strings.ts';
import { CHAT_PARAM } from '../hooks/use-chat-selection.ts';
import { journeyLink } from '../lib/journey-link.ts';
import { leaveQuickly } from '../lib/quick-exit.ts';
import { HelpNowDialog } from './help-now-dialog.tsx';

interface ChatHeaderProps {
  title: string;
  /** "3/10 messages · 1/2 chats" for plans with limits; null for premium. */
  counters: string | null;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  drawerButton: Ref<HTMLButtonElement>;
  /** The open chat, ticked in the journey chooser; the chat named in the URL when not given. */
  chatId?: string | null;
}

const JOURNEY_LABEL = headerStrings.journey;

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-sand-deep';

export function ChatHeader({
  title,
  counters,
  drawerOpen,
  onOpenDrawer,
  drawerButton,
  chatId,
}: ChatHeaderProps) {
  const [params] = useSearchParams();
  const signsOutId = useId();
  return (
    <header className="flex min-h-16 shrink-0 items-center gap-1 border-b border-sand-deep bg-white px-2 sm:gap-2 sm:px-4">
      <button
        ref={drawerButton}
        type="button"
        onClick={onOpenDrawer}
        aria-label={sidebarStrings.open}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        className={`${iconButton} md:hidden`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col py-1">
        <h1 className="truncate font-serif text-lg text-ink sm:text-xl">{title}</h1>
        {counters && <p className="text-xs leading-snug text-ink-soft">{counters}</p>}
      </div>
      <Link
        to={journeyLink(chatId ?? params.get(CHAT_PARAM))}
        aria-label={JOURNEY_LABEL}
        title={JOURNEY_LABEL}
        // A phone's header row is already full (title, help, quick exit): there the drawer has the link.
        className="hidden size-11 shrink-0 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-ink hover:bg-sand-deep sm:inline-flex lg:w-auto lg:px-2.5"
      >
        <FileDown aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="hidden whitespace-nowrap lg:inline">
          {JOURNEY_LABEL}
        </span>
      </Link>
      <HelpNowDialog />
      {/* Visible on every screen size: someone who may be watched needs it without opening anything. */}
      <div className="flex shrink-0 flex-col items-center">
        <button
          type="button"
          onClick={leaveQuickly}
          title={quickExitStrings.hint}
          aria-describedby={signsOutId}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md bg-rose px-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-[#7f2424]"
        >
          <LogOut aria-hidden="true" className="hidden size-4 sm:block" />
          {quickExitStrings.button}
        </button>
        <p id={signsOutId} className="text-[11px] leading-tight whitespace-nowrap text-ink-soft">
          {quickExitStrings.signsOut}
        </p>
      </div>
      <Link to={href('/dashboard')} aria-label={sidebarStrings.closeChat} className={iconButton}>
        <X aria-hidden="true" className="size-5" />
      </Link>
    </header>
  );
}
