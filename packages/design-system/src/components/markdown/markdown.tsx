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

/** The part of a hast node the heading pass reads. */
interface TreeNode {
  type: string
  tagName?: string
  children?: TreeNode[]
}

/**
 * Ranks the headings a text uses: its biggest renders at `top`, the next size one below, and so on, so a
 * description that starts at `##` or jumps from `#` to `###` still gives the page an outline without gaps.
 */
function rankHeadings(top: HeadingLevel) {
  return () => (tree: TreeNode) => {
    const headings: TreeNode[] = []
    const walk = (node: TreeNode) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) headings.push(node)
      node.children?.forEach(walk)
    }
    walk(tree)
    const depthOf = (node: TreeNode) => Number(node.tagName!.slice(1))
    const depths = [...new Set(headings.map(depthOf))].sort((a, b) => a - b)
    for (const node of headings) node.tagName = `h${Math.min(6, top + depths.indexOf(depthOf(node)))}`
  }
}

const rankers = new Map<HeadingLevel, ReturnType<typeof rankHeadings>>()
const rankerFor = (top: HeadingLevel) => {
  if (!rankers.has(top)) rankers.set(top, rankHeadings(top))
  return rankers.get(top)!
}

const components: Components = {
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

export interface MarkdownProps extends Omit<ComponentProps<'div'>, 'children'>, MarkdownVariantProps {
  /** The Markdown source, as a user wrote it. */
  children: string
  /** The level the text's biggest heading renders at (the others below it, without gaps), to fit the page. @default 2 */
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
        rehypePlugins={[rankerFor(topHeadingLevel)]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  )
}
