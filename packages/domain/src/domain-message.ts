/**
 * A message of a domain catalog as it travels: its key (`<catalog>.<name>`, the same key the
 * web's `domainMessages` translations use), the values inside the sentence, and the English
 * text for clients that do not translate. The API sends key and values next to the text, so a
 * client translates by key and never has to read the English back.
 */

/** The values inside a sentence: names, amounts, counts (`count` picks the plural). */
export type MessageParams = Record<string, string | number>;

/** A message's key and, when the sentence holds any, its values. */
export interface KeyedMessage {
  key: string;
  params?: MessageParams | undefined;
}

export interface DomainMessage extends KeyedMessage {
  /** The English sentence, word for word as the catalogs write it. */
  readonly text: string;
}

export function domainMessage(key: string, text: string, params?: MessageParams): DomainMessage {
  return params === undefined ? { key, text } : { key, params, text };
}

/** The text of a plain string or of a domain message. */
export function textOf(message: string | DomainMessage): string {
  return typeof message === 'string' ? message : message.text;
}

/** `{ key, params? }` of a domain message, as the API writes it beside the text. */
export function keyOf(message: DomainMessage): KeyedMessage {
  return message.params === undefined
    ? { key: message.key }
    : { key: message.key, params: message.params };
}

export interface AnswerMessage {
  message: string;
  message_key: string;
  params?: MessageParams;
}

/** The fields of `answerMessageShape` for a domain message. */
export function answerMessageFields(message: DomainMessage): AnswerMessage {
  return message.params === undefined
    ? { message: message.text, message_key: message.key }
    : { message: message.text, message_key: message.key, params: message.params };
}
