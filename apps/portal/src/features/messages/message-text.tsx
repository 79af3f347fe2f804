import { messageParts } from './message-links.ts'

/**
 * A message as the chat shows it: its text as text, its web addresses as links that open in a new tab (ADR 0081).
 * Nothing else is ever interpreted: no HTML, no markdown.
 */
export function MessageText({ body }: { body: string }) {
  return messageParts(body).map((part, index) =>
    part.type === 'link' ? (
      // The index is the key: the parts of one message never move.
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  )
}
