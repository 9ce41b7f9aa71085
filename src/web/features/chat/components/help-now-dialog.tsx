import { LifeBuoy, LogOut, Phone } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { helpStrings as t } from '../chat.strings.ts';
import { leaveQuickly } from '../lib/quick-exit.ts';

function Helplines({ heading, lines }: { heading: string; lines: (typeof t.lines)['uk'] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{heading}</h3>
      <ul className="flex flex-col gap-1.5">
        {lines.map((line) => (
          <li key={line.tel}>
            <a
              href={`tel:${line.tel}`}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-sand-deep px-3 py-2 hover:border-teal hover:bg-teal-soft"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0 text-teal" />
              <span className="flex flex-col">
                <span className="text-sm text-ink-soft">
                  {line.serves ? t.forWhom(line.name, line.serves) : line.name}
                </span>
                <span className="text-lg font-semibold text-ink">{line.number}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Always in the chat header, also at the limit: help never waits on a plan. */
export function HelpNowDialog() {
  return (
    <Dialog>
      <DialogTrigger className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-1.5 text-sm font-semibold text-rose underline underline-offset-4 hover:text-[#7f2424] sm:px-2">
        <LifeBuoy aria-hidden="true" className="hidden size-4 sm:block" />
        {t.open}
      </DialogTrigger>
      <DialogContent title={t.title} description={t.description} closeLabel={t.close}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Helplines heading={t.uk} lines={t.lines.uk} />
          <Helplines heading={t.us} lines={t.lines.us} />
        </div>
        <div className="flex flex-col gap-1.5 border-t border-sand-deep pt-4">
          <Button variant="danger" onClick={leaveQuickly}>
            <LogOut aria-hidden="true" className="size-4" />
            {t.quickExit}
          </Button>
          <p className="text-sm text-ink-soft">{t.quickExitHint}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
