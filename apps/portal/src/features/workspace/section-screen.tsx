import { css } from '@hireloop/styled-system/css'

const page = css({ px: { base: '4', md: '8' }, py: '8', display: 'flex', flexDirection: 'column', gap: '2' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const text = css({ color: 'fg.muted', maxWidth: '2xl' })

export function SectionScreen({ title: heading, description }: { title: string; description: string }) {
  return (
    <div className={page}>
      <h1 className={title}>{heading}</h1>
      <p className={text}>{description}</p>
    </div>
  )
}
