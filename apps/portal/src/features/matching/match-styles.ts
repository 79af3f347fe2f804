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
export const pageTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
export const pageIntro = css({ color: 'fg.muted', mt: '1' })
export const results = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const cardList = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', m: '0', p: '0' })
export const cardHeader = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  justifyContent: 'space-between',
})
export const cardTitle = css({ fontSize: 'lg', fontWeight: 'semibold' })
export const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
  color: 'fg.muted',
  textStyle: 'sm',
})
export const skillLine = css({ textStyle: 'sm', color: 'fg' })
export const footer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
export const refusal = css({ color: 'danger.fg', textStyle: 'sm', flexBasis: 'full' })
