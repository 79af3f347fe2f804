/** A piece of a message: text as written, or a link found in it. */
export type MessagePart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string }

// Web addresses only: `http://`, `https://` or `www.`; anything else (javascript:, data:, mailto:) stays text.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi
// Punctuation that ends a sentence rather than the address ("see https://x.test/a.").
const TRAILING = /[.,;:!?'"*_~]+$/

/** Drops trailing punctuation and a closing bracket the address did not open ("(https://x.test/a)"). */
function trimAddress(candidate: string): string {
  let address = candidate.replace(TRAILING, '')
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (address.endsWith(close) && address.split(open).length < address.split(close).length) {
      address = address.slice(0, -1).replace(TRAILING, '')
    }
  }
  return address
}

/**
 * Splits a message into text and links (ADR 0081): a message is plain text, so this is the only thing ever turned
 * into markup, and only as React elements, never HTML. An address without its scheme gets https.
 */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = []
  let from = 0
  for (const match of body.matchAll(ADDRESS)) {
    const address = trimAddress(match[0])
    if (!/^(?:https?:\/\/|www\.)[^\s/.]/i.test(address)) continue
    const at = match.index
    if (at > from) parts.push({ type: 'text', text: body.slice(from, at) })
    const href = /^www\./i.test(address) ? `https://${address}` : address
    parts.push({ type: 'link', text: address, href })
    from = at + address.length
  }
  if (from < body.length) parts.push({ type: 'text', text: body.slice(from) })
  return parts
}
