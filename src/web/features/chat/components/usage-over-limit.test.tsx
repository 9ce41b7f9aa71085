// After a downgrade the month's counts can pass the new plan's limits: the screen shows the limit
// reached, never "42/10" (docs/product/rulings.md#texts-with-numbers).
import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Usage } from '#shared/chat.ts';
import { createUser, renderRoutes } from '#web/test/render.tsx';
import { useChatUi } from '../chat-ui-store.ts';
import { headerStrings } from '../chat.strings.ts';
import { messageAllowance, messageLimitReached } from '../lib/limits.ts';
import { ChatHeader } from './chat-header.tsx';
import { Composer } from './composer.tsx';

const downgraded: Usage = { messageCount: 42, messageLimit: 10, chatCount: 3, chatLimit: 2 };

function renderChatScreen(usage: Usage) {
  const allowance = messageAllowance(usage, false);
  renderRoutes(
    [
      {
        path: '/chat',
        Component: () => (
          <>
            <ChatHeader
              title="Sunday evenings"
              counters={headerStrings.counters(usage)}
              drawerOpen={false}
              onOpenDrawer={() => {}}
              drawerButton={createRef()}
            />
            <Composer
              chatId="c1"
              onSend={vi.fn()}
              replying={false}
              limitReached={messageLimitReached(allowance)}
              usage={allowance}
              premium={false}
            />
          </>
        ),
      },
    ],
    { initialEntries: ['/chat'], session: createUser() },
  );
}

beforeEach(() => useChatUi.setState({ drafts: {}, drawerOpen: false }));

describe('usage over the limit', () => {
  it('reads as the limit reached in the header and the composer, never a count above the limit', () => {
    renderChatScreen(downgraded);
    expect(screen.getByText('10/10 messages · 2/2 chats')).toBeInTheDocument();
    expect(screen.getByText('10 of 10 messages used this month')).toBeInTheDocument();
    expect(screen.getByText("You've reached your message limit. Please upgrade to continue.")).toBeVisible();
    expect(document.body.textContent).not.toMatch(/42|3\/2/);
  });

  it('says the limit is reached at exactly the limit too', () => {
    renderChatScreen({ messageCount: 10, messageLimit: 10, chatCount: 1, chatLimit: 2 });
    expect(screen.getByText('10/10 messages · 1/2 chats')).toBeInTheDocument();
    expect(screen.getByText('10 of 10 messages used this month')).toBeInTheDocument();
  });

  it('shows the plain counts below the limit', () => {
    renderChatScreen({ messageCount: 3, messageLimit: 10, chatCount: 1, chatLimit: 2 });
    expect(screen.getByText('3/10 messages · 1/2 chats')).toBeInTheDocument();
    expect(screen.getByText('3 of 10 messages used this month')).toBeInTheDocument();
  });
});
