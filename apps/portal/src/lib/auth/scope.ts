import type { ApiScope } from '@hireloop/api'

interface ScopedUser {
  id: string
  userType: 'talent' | 'employer' | 'recruiter'
  companyId?: string | null
}

/** docs/product.md §6: the call path prefix follows the signed-in role. */
export function scopeOf(user: ScopedUser | null | undefined): ApiScope | null {
  if (!user) return null
  switch (user.userType) {
    case 'recruiter':
      return { role: 'recruiter' }
    case 'employer':
      return user.companyId ? { role: 'employer', companyId: user.companyId } : null
    case 'talent':
      return { role: 'talent', userId: user.id }
  }
}
