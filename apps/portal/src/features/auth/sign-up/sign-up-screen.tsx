import { AuthCard, focusRing } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Briefcase, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AppLink } from '../../../lib/ui/app-link.tsx'
import { formFooter } from '../layout/form-styles.ts'

const choices = css({ display: 'grid', gap: '3', listStyle: 'none', p: '0', m: '0' })
const choice = css(
  {
    display: 'flex',
    gap: '4',
    alignItems: 'flex-start',
    p: '4',
    borderRadius: 'lg',
    border: '1px solid',
    borderColor: 'border.emphasized',
    color: 'fg',
    textDecoration: 'none',
    transition: 'background',
    _hover: { bg: 'bg.muted' },
  },
  focusRing,
)
const choiceIcon = css({ width: '6', height: '6', color: 'primary.fg', flexShrink: '0', mt: '0.5' })
const choiceTitle = css({ fontWeight: 'semibold', display: 'block' })
const choiceText = css({ fontSize: 'sm', color: 'fg.muted' })

function Choice({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <li>
      <RouterLink to={to} className={choice}>
        {icon}
        <span>
          <span className={choiceTitle}>{title}</span>
          <span className={choiceText}>{text}</span>
        </span>
      </RouterLink>
    </li>
  )
}

/** Sign-up entry (ADR 0051): which kind of account to create. */
export function SignUpScreen() {
  return (
    <AuthCard title="Join Hireloop" description="Choose the account that fits you.">
      <ul className={choices}>
        <Choice
          to="/sign-up/talent"
          icon={<UserRound className={choiceIcon} aria-hidden="true" />}
          title="I am a specialist"
          text="Build your resume, get matched to vacancies and apply."
        />
        <Choice
          to="/sign-up/company"
          icon={<Briefcase className={choiceIcon} aria-hidden="true" />}
          title="I am hiring"
          text="Post vacancies and work applications through your hiring pipeline."
        />
      </ul>
      <p className={formFooter}>
        <span>
          Already have an account? <AppLink to="/login">Log in</AppLink>
        </span>
      </p>
    </AuthCard>
  )
}

export const Component = SignUpScreen
