import { ArrowLeft } from 'lucide-react'
import { AppLink } from '../../../lib/ui/app-link.tsx'

/** The optional Back link of the common auth card (docs/product.md §2). */
export function BackToLogin({ company = false }: { company?: boolean }) {
  return (
    <AppLink to={company ? '/login?company=true' : '/login'} variant="plain">
      <ArrowLeft aria-hidden="true" />
      Back to log in
    </AppLink>
  )
}
