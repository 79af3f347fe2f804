/** One dispatched block of a Server-Sent Events stream. */
export interface SseMessage {
  /** The `event:` field; `message` when there is none. */
  event: string
  /** The `data:` lines, joined by newlines; '' for a block without data (a bare `id:`). */
  data: string
  /** The `id:` of this block, if it had one. */
  id: string | null
}

/**
 * The event stream interpretation of the HTML standard (9.2.6), incrementally: push decoded text as it arrives,
 * get the blocks it completes. Comments (`:`) are dropped; lines end in LF, CRLF or CR, even across chunks.
 */
export class SseParser {
  #buffer = ''
  #data: string[] = []
  #event = ''
  #id: string | null = null
  #fields = false
  #started = false

  push(text: string): SseMessage[] {
    let input = this.#buffer + text
    if (!this.#started && input.length > 0) {
      this.#started = true
      if (input.startsWith('\uFEFF')) input = input.slice(1)
    }
    const messages: SseMessage[] = []
    let start = 0
    for (let i = 0; i < input.length; i++) {
      const char = input[i]
      if (char !== '\n' && char !== '\r') continue
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (char === '\r' && i === input.length - 1) break
      const line = input.slice(start, i)
      if (char === '\r' && input[i + 1] === '\n') i++
      start = i + 1
      const message = this.#line(line)
      if (message) messages.push(message)
    }
    this.#buffer = input.slice(start)
    return messages
  }

  #line(line: string): SseMessage | null {
    if (line === '') {
      const message = this.#fields
        ? { event: this.#event || 'message', data: this.#data.join('\n'), id: this.#id }
        : null
      this.#data = []
      this.#event = ''
      this.#id = null
      this.#fields = false
      return message
    }
    if (line.startsWith(':')) return null
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') this.#data.push(value)
    else if (field === 'event') this.#event = value
    else if (field === 'id' && !value.includes('\u0000')) this.#id = value
    else return null
    this.#fields = true
    return null
  }
}
