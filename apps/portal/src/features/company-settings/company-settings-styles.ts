import { css } from '@hireloop/styled-system/css'

export const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '3xl',
  width: 'full',
  mx: 'auto',
})
export const pageTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const row = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })
export const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })
export const muted = css({ color: 'fg.muted', textStyle: 'sm' })
