import { css } from '@hireloop/styled-system/css'
import type { ReactNode } from 'react'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  p: '3',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderColor: 'danger.border',
  bg: 'danger.subtle',
  color: 'fg',
  textStyle: 'sm',
})

/** A refusal the user must act on, announced when it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={box}>
      {children}
    </div>
  )
}
