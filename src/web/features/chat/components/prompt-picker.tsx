import { Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ChatPrompt } from '#shared/chat.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useChatPrompts } from '../api/list-chat-prompts.ts';
import { focusComposer } from '../chat-ui-store.ts';
import { promptStrings as t } from '../chat.strings.ts';

/** The tabs show at most the first 3 categories (docs/product/specification.md#sizes-and-counts). */
const MAX_CATEGORIES = 3;

/** The first categories in the prompts' order (the server orders them). */
export function promptCategories(prompts: ChatPrompt[]): string[] {
  const seen: string[] = [];
  for (const prompt of prompts) if (!seen.includes(prompt.category)) seen.push(prompt.category);
  return seen.slice(0, MAX_CATEGORIES);
}

const label = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** Premium's conversation starters: choosing one puts it in the composer to edit; nothing is sent. */
export function PromptPicker({ onPick, disabled }: { onPick: (content: string) => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const picked = useRef(false);
  const prompts = useChatPrompts(open);

  useEffect(() => {
    if (prompts.isError) toast.error(t.failed, { id: 'chat-prompts-failed' });
  }, [prompts.isError]);

  const categories = promptCategories(prompts.data ?? []);
  const initial = categories.includes(t.defaultCategory) ? t.defaultCategory : categories[0];

  const pick = (prompt: ChatPrompt) => {
    picked.current = true;
    onPick(prompt.content);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          aria-label={t.open}
          disabled={disabled}
          className="size-11 shrink-0 rounded-xl p-0"
        >
          <Sparkles aria-hidden="true" className="size-5" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t.title}
        description={t.description}
        onCloseAutoFocus={(event) => {
          // After choosing a prompt, the cursor belongs in the composer where the prompt now is.
          if (!picked.current) return;
          picked.current = false;
          event.preventDefault();
          focusComposer();
        }}
      >
        {prompts.isPending ? (
          <Spinner label={t.loading} />
        ) : prompts.isError ? (
          <p className="text-rose">{t.failed}</p>
        ) : (
          <Tabs.Root defaultValue={initial} className="flex flex-col gap-3">
            <Tabs.List aria-label={t.tabsLabel} className="flex gap-1 border-b border-sand-deep">
              {categories.map((category) => (
                <Tabs.Trigger
                  key={category}
                  value={category}
                  className="-mb-px min-h-11 border-b-2 border-transparent px-3 font-medium text-ink-soft hover:text-ink data-[state=active]:border-teal data-[state=active]:text-teal-dark"
                >
                  {label(category)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {categories.map((category) => (
              <Tabs.Content key={category} value={category}>
                <ul className="flex flex-col gap-2">
                  {prompts.data
                    .filter((prompt) => prompt.category === category)
                    .map((prompt) => (
                      <li key={prompt.id}>
                        <button
                          type="button"
                          onClick={() => pick(prompt)}
                          className="flex w-full flex-col gap-1 rounded-xl border border-sand-deep px-4 py-3 text-left hover:border-teal hover:bg-teal-soft"
                        >
                          <span className="font-semibold text-ink">{prompt.title}</span>
                          <span className="line-clamp-2 text-sm text-ink-soft">{prompt.content}</span>
                        </button>
                      </li>
                    ))}
                </ul>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </DialogContent>
    </Dialog>
  );
}
