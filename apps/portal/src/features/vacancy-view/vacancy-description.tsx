import { Markdown } from '@hireloop/design-system/markdown'

/**
 * The vacancy's description, Markdown as the employer wrote it, rendered safely (no raw HTML, no images, safe
 * links). Employers write their sections as "##": those become h3, under the page's "About the role" (h2).
 */
export function VacancyDescription({ children }: { children: string }) {
  return <Markdown topHeadingLevel={2}>{children}</Markdown>
}
