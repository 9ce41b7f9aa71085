import { FileDown, LogOut, Menu } from 'lucide-react';
import { type Ref, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
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
    // Inside the app frame, below its header: only what the chat alone needs. Laid out by `.chat-header`
    // (chat.css): below 1024 px the title shares its row with the drawer button and "Quick exit" alone.
    <header className="chat-header min-h-16 shrink-0 border-b border-sand-deep bg-white px-2 py-1 sm:px-4">
      <button
        ref={drawerButton}
        type="button"
        onClick={onOpenDrawer}
        aria-label={sidebarStrings.open}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        className={`${iconButton} [grid-area:menu] md:hidden`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* Two lines at most on a phone, where a long title wraps rather than shrinking to one word. */}
      <h1
        data-testid="chat-title"
        className="line-clamp-2 font-serif text-lg leading-snug break-words text-ink [grid-area:title] sm:text-xl lg:truncate"
      >
        {title}
      </h1>
      {counters && (
        <p data-testid="chat-usage" className="text-xs leading-snug text-ink-soft [grid-area:usage]">
          {counters}
        </p>
      )}
      <Link
        to={journeyLink(chatId ?? params.get(CHAT_PARAM))}
        aria-label={JOURNEY_LABEL}
        title={JOURNEY_LABEL}
        // A phone's second row is already full (usage, help): there the drawer has the link.
        className="hidden size-11 shrink-0 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-ink [grid-area:journey] hover:bg-sand-deep sm:inline-flex lg:w-auto lg:px-2.5"
      >
        <FileDown aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="hidden whitespace-nowrap lg:inline">
          {JOURNEY_LABEL}
        </span>
      </Link>
      <div className="justify-self-end [grid-area:help]">
        <HelpNowDialog />
      </div>
      {/* Visible on every screen size: someone who may be watched needs it without opening anything. */}
      <div className="flex shrink-0 flex-col items-center [grid-area:exit]">
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
    </header>
  );
}
