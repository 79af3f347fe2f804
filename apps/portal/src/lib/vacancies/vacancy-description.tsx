import { Markdown } from '@hireloop/design-system/markdown'

/**
 * The vacancy's description, Markdown as the employer wrote it, rendered safely (no raw HTML, no images, safe
 * links). Its biggest headings (employers write their sections as "##") become h3, under the page's "About the role"
 * (h2); smaller ones follow without gaps.
 */
export function VacancyDescription({ children }: { children: string }) {
  return <Markdown topHeadingLevel={3}>{children}</Markdown>
}
