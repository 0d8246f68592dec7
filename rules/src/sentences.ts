/** A sentence already closed: ends in . ! ? … or : (a colon leads into what follows), maybe quoted. */
const CLOSED = /[.!?…:][\s"'»”’)]*$/u;

/**
 * Joins whole sentences that come from separate messages, closing every one but the last with a
 * full stop when its message has none: a message such as 'No times found for the selected date'
 * reads alone without one, and ran into the next sentence when joined (issue 29). The four
 * locales all close a sentence with '.'.
 */
export function joinSentences(sentences: ReadonlyArray<string | null | undefined | false>): string {
  const present = sentences
    .filter((sentence): sentence is string => typeof sentence === 'string')
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  return present
    .map((sentence, i) =>
      i < present.length - 1 && !CLOSED.test(sentence) ? `${sentence}.` : sentence,
    )
    .join(' ');
}
