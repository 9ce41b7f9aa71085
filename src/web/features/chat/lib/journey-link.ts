import { href } from 'react-router';

/** Settings > Journey makes the PDF for a pastor or counsellor; `chatId` ticks that conversation there. */
export const journeyLink = (chatId: string | null) =>
  `${href('/settings')}?tab=journey${chatId ? `&chat=${encodeURIComponent(chatId)}` : ''}`;
