import { css } from '@hireloop/styled-system/css'

export const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '5xl',
  width: 'full',
  mx: 'auto',
})
export const pageHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  justifyContent: 'space-between',
  alignItems: 'end',
})
export const pageTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
export const pageIntro = css({ color: 'fg.muted', mt: '1' })
export const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
