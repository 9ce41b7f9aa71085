// The reply stream as one AI SDK message type: the server writes it with the SDK's UI message stream
// and the browser reads the same parts, so both sides are typed by this file. Only types come from
// `ai`: nothing of the SDK reaches the browser through here.
import type { InferUIMessageChunk, UIMessage } from 'ai';
import type { StreamReplyData, StreamRetryData, StreamUserMessageData } from './chat.ts';

/** The coach stopped its reply (it broke a safety rule): `text` stands instead of what was shown. */
export interface StreamReplaceData {
  text: string;
}

/**
 * The custom data parts of the reply stream, by name (`data-<name>` on the wire). A type, not an
 * interface: the SDK's data types are a string-keyed record.
 */
export type ChatStreamData = {
  /** The user's message as saved, with the chat's title (the first message names the chat). */
  'user-message': StreamUserMessageData;
  /** A new try of the coach begins: what was written so far is void. Transient. */
  retry: StreamRetryData;
  /** The output check stopped the reply: `text` is shown instead. Transient. */
  replace: StreamReplaceData;
  /** The saved reply (and its verse) with the month's usage; no messages when a newer attempt won. */
  reply: StreamReplyData;
};

/** The reply as an AI SDK message; it carries no metadata. */
export type ChatStreamMessage = UIMessage<never, ChatStreamData>;

/** Every chunk the protocol allows for that message. */
export type ChatStreamChunk = InferUIMessageChunk<ChatStreamMessage>;

/** The chunk types the server writes: what a reader of the reply stream has to understand. */
export type ChatStreamPartType =
  | 'start'
  | 'start-step'
  | 'finish-step'
  | 'finish'
  | 'text-start'
  | 'text-delta'
  | 'text-end'
  | 'data-user-message'
  | 'data-retry'
  | 'data-replace'
  | 'data-reply'
  | 'error';

/** One part of the reply stream, as written and as read. */
export type ChatStreamPart = Extract<ChatStreamChunk, { type: ChatStreamPartType }>;

/** An own property of a parsed JSON object, unknown until checked. */
const field = (value: object, key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value;
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';

/** Whether each data part's payload has the shape it is read by (the fields readers use). */
const dataChecks: Record<`data-${keyof ChatStreamData}`, (data: object) => boolean> = {
  'data-user-message': (data) => isObject(field(data, 'message')) && isString(field(data, 'title')),
  'data-retry': (data) => typeof field(data, 'attempt') === 'number',
  'data-replace': (data) => isString(field(data, 'text')),
  'data-reply': (data) => Array.isArray(field(data, 'messages')) && isObject(field(data, 'usage')),
};

/**
 * Whether a parsed event is a part of the reply stream: a type the server writes, with the fields
 * readers use. Anything else (a protocol part this app never sends, a malformed event) is not one.
 */
export function isChatStreamPart(value: unknown): value is ChatStreamPart {
  if (!isObject(value)) return false;
  const type = field(value, 'type');
  switch (type) {
    case 'start': {
      const messageId = field(value, 'messageId');
      return messageId === undefined || isString(messageId);
    }
    case 'start-step':
    case 'finish-step':
    case 'finish':
      return true;
    case 'text-start':
    case 'text-end':
      return isString(field(value, 'id'));
    case 'text-delta':
      return isString(field(value, 'id')) && isString(field(value, 'delta'));
    case 'error':
      return isString(field(value, 'errorText'));
    case 'data-user-message':
    case 'data-retry':
    case 'data-replace':
    case 'data-reply': {
      const data = field(value, 'data');
      return isObject(data) && dataChecks[type](data);
    }
    default:
      return false;
  }
}
