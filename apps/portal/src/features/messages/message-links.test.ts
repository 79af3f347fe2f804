import { describe, expect, it } from 'vitest'
import { messageParts } from './message-links.ts'

describe('messageParts', () => {
  it('keeps text without addresses as one part', () => {
    expect(messageParts('Does Thursday at 10 work?')).toEqual([{ type: 'text', text: 'Does Thursday at 10 work?' }])
  })

  it('finds http, https and www addresses, leaving the sentence around them', () => {
    expect(messageParts('Join https://meet.test/abc?x=1#y or www.hireloop.test, then http://a.test')).toEqual([
      { type: 'text', text: 'Join ' },
      { type: 'link', text: 'https://meet.test/abc?x=1#y', href: 'https://meet.test/abc?x=1#y' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'www.hireloop.test', href: 'https://www.hireloop.test' },
      { type: 'text', text: ', then ' },
      { type: 'link', text: 'http://a.test', href: 'http://a.test' },
    ])
  })

  it('leaves closing punctuation and unopened brackets out of the address, keeps balanced ones in', () => {
    expect(messageParts('(see https://x.test/a).')).toEqual([
      { type: 'text', text: '(see ' },
      { type: 'link', text: 'https://x.test/a', href: 'https://x.test/a' },
      { type: 'text', text: ').' },
    ])
    expect(messageParts('https://en.wiki.test/Go_(language)!')[0]).toEqual({
      type: 'link',
      text: 'https://en.wiki.test/Go_(language)',
      href: 'https://en.wiki.test/Go_(language)',
    })
  })

  it('never links other schemes or markup: they stay text', () => {
    const body = 'javascript:alert(1) <a href="https://x.test">x</a> [y](data:text/html,hi) mailto:a@b.test'
    expect(messageParts(body).filter((part) => part.type === 'link')).toEqual([
      { type: 'link', text: 'https://x.test', href: 'https://x.test' },
    ])
    expect(
      messageParts(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body)
  })

  it('does not link a bare scheme or www. alone', () => {
    expect(messageParts('https:// and www. are not addresses')).toEqual([
      { type: 'text', text: 'https:// and www. are not addresses' },
    ])
  })
})
