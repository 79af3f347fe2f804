import { css } from '@hireloop/styled-system/css'
import { legalDocuments, type LegalDocumentKey } from './legal-documents.ts'

const article = css({
  maxWidth: '3xl',
  mx: 'auto',
  px: '6',
  py: '8',
  color: 'fg',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
})
const title = css({ fontSize: '3xl', fontWeight: 'bold' })
const updated = css({ color: 'fg.muted', fontSize: 'sm' })
const heading = css({ fontSize: 'xl', fontWeight: 'semibold', mt: '4' })

/** Terms of service, privacy policy and cookie policy (docs/product.md §2), public and in the shell. */
export function LegalScreen({ document }: { document: LegalDocumentKey }) {
  const doc = legalDocuments[document]
  return (
    <article className={article}>
      <h1 className={title}>{doc.title}</h1>
      <p className={updated}>Last updated {doc.updated}</p>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={heading}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
