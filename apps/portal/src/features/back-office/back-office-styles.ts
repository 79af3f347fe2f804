import { css } from '@hireloop/styled-system/css'

export const screenRoot = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
export const screenHeader = css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between' })
export const screenTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })

const DATE = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })

/** A day as the tables show it ("Nov 3, 2026"); UTC, so the same row reads the same for every recruiter. */
export const dateText = (iso: string) => DATE.format(new Date(iso))
