import type { ComponentProps } from 'react'
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown'
import { cx } from '@hireloop/styled-system/css'
import { markdown, type MarkdownVariantProps } from '@hireloop/styled-system/recipes'

// Only the elements a description needs: no images (a remote image tracks the reader), no tables, no raw HTML.
const allowedElements = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'em',
  'strong',
  'code',
  'pre',
  'blockquote',
  'hr',
]

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

function shiftedHeadings(top: HeadingLevel): Components {
  const components: Components = {}
  for (const depth of [1, 2, 3, 4, 5, 6] as const) {
    const Tag = `h${Math.min(6, depth + top - 1) as HeadingLevel}` as const
    components[`h${depth}`] = ({ node: _node, ...props }) => <Tag {...props} />
  }
  return components
}

const headingSets = new Map<HeadingLevel, Components>()

function componentsFor(top: HeadingLevel): Components {
  let set = headingSets.get(top)
  if (!set) {
    set = {
      ...shiftedHeadings(top),
      // A link the URL check emptied (javascript:, data:) stays as its text. User links leave the product: no
      // referrer, no ranking credit, no access to this window.
      a: ({ node: _node, href, children, ...props }) =>
        href ? (
          <a {...props} href={href} rel="nofollow ugc noopener noreferrer">
            {children}
          </a>
        ) : (
          <>{children}</>
        ),
    }
    headingSets.set(top, set)
  }
  return set
}

export interface MarkdownProps extends Omit<ComponentProps<'div'>, 'children'>, MarkdownVariantProps {
  /** The Markdown source, as a user wrote it. */
  children: string
  /** The level a `#` heading renders at, so user headings fit under the page's own. @default 2 */
  topHeadingLevel?: HeadingLevel
}

/**
 * Renders user Markdown safely: raw HTML is dropped (never parsed into elements), links keep only safe protocols,
 * images are left out. CommonMark headings, lists, links, emphasis, quotes and code.
 */
export function Markdown({ children, topHeadingLevel = 2, size, className, ...rest }: MarkdownProps) {
  return (
    <div className={cx(markdown({ size }), className)} {...rest}>
      <ReactMarkdown
        skipHtml
        allowedElements={allowedElements}
        unwrapDisallowed
        // Said out loud although it is the default: `javascript:`, `data:` and other links become empty.
        urlTransform={defaultUrlTransform}
        components={componentsFor(topHeadingLevel)}
      >
        {children}
      </ReactMarkdown>
    </div>
  )
}
