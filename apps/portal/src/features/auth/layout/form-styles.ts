import { css } from '@hireloop/styled-system/css'

export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
export const formFooter = css({ display: 'flex', flexDirection: 'column', gap: '3', fontSize: 'sm', color: 'fg.muted' })
export const bodyText = css({ color: 'fg.muted' })
