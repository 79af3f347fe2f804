import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown } from './markdown.tsx'

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, { children: source }))

describe('Markdown', () => {
  it('drops raw HTML instead of rendering it', () => {
    const html = render('Hi <script>alert(1)</script> <b onclick="alert(1)">there</b>\n\n<iframe src="x"></iframe>')
    expect(html).not.toMatch(/<script|<iframe|onclick|<b/i)
    expect(html).toContain('Hi')
  })

  it('turns javascript: and data: links into their text', () => {
    const html = render('[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,x)')
    expect(html).not.toMatch(/<a|href/i)
    expect(html).toContain('a b c')
  })

  it('keeps web and mail links, marked as user content', () => {
    const html = render('[site](https://example.com) [mail](mailto:jobs@example.com) [page](/jobs)')
    expect(html).toContain('href="https://example.com"')
    expect(html).toContain('href="mailto:jobs@example.com"')
    expect(html).toContain('href="/jobs"')
    expect(html).toContain('rel="nofollow ugc noopener noreferrer"')
  })

  it('nests an ordered list in a bullet', () => {
    expect(render('- Design\n- Review\n  1. pairing\n  2. reviews')).toMatch(/<li>Review\s*<ol>\s*<li>pairing<\/li>/)
  })

  it('leaves images out', () => {
    expect(render('![pixel](https://example.com/p.png)')).not.toContain('<img')
  })

  it('ranks the headings from the level given, without gaps', () => {
    expect(render('# Title\n\n## Sub')).toMatch(/<h2>Title<\/h2>\s*<h3>Sub<\/h3>/)
    expect(render('## Role\n\n#### Stack\n\n## Team')).toMatch(/<h2>Role<\/h2>\s*<h3>Stack<\/h3>\s*<h2>Team<\/h2>/)
    expect(renderToStaticMarkup(createElement(Markdown, { children: '# T', topHeadingLevel: 3 }))).toContain(
      '<h3>T</h3>',
    )
    expect(render('###### Deep')).toContain('<h2>Deep</h2>')
  })
})
