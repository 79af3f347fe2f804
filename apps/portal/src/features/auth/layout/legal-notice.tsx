import { css } from '@hireloop/styled-system/css'
import { AppLink } from '../../../lib/ui/app-link.tsx'

const notice = css({ fontSize: 'sm', color: 'fg.muted' })

/** docs/product.md §2: what a user agrees to by signing up. */
export function LegalNotice({ action }: { action: string }) {
  return (
    <p className={notice}>
      By selecting {action}, you agree to our <AppLink to="/terms-of-services">Terms of Service</AppLink>,{' '}
      <AppLink to="/private-policy">Privacy Policy</AppLink> and <AppLink to="/cookie-policy">Cookie Policy</AppLink>,
      and you give permission for audio or video calls to be monitored or recorded for quality assurance and training.
    </p>
  )
}
