/**
 * `/settings?tab=journey&chat=<id>` opens the chooser with that chat ticked: the chat header links there
 * (it builds the same URL, as one feature does not import another).
 */
export const JOURNEY_CHAT_PARAM = 'chat';
