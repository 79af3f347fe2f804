import { css } from '@hireloop/styled-system/css'

const wordmark = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  fontSize: 'lg',
  color: 'fg',
})
const mark = css({ width: '8', height: '8', flexShrink: '0' })

/** The Hireloop mark and wordmark. Decorative mark; the text is the accessible name. */
export function Logo() {
  return (
    <span className={wordmark}>
      <svg className={mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" className={css({ color: 'primary.solid' })} />
        <path
          d="M9 8v16M9 16h9a5 5 0 0 0 0-10"
          stroke="currentColor"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
          className={css({ color: 'secondary.solid' })}
        />
        <circle cx="22" cy="22" r="3" fill="currentColor" className={css({ color: 'secondary.solid' })} />
      </svg>
      Hireloop
    </span>
  )
}
