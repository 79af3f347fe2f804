export { Markdown, type MarkdownProps } from './markdown.tsx'
