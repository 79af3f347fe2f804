import { Button, EmptyState } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { ShieldOff } from 'lucide-react'
import { Link as RouterLink } from 'react-router'

export interface NotForYourRoleScreenProps {
  /** The page that was opened, by its title in the route table ("Vacancies"). */
  page: string
  /** Who the page is for, in words ("recruiters", "specialists or companies"). */
  audience: string
  /** The role the user is signed in with ("a specialist"). */
  role: string
}

const area = css({ px: { base: '4', md: '8' }, py: '12', display: 'flex', justifyContent: 'center' })

/** What the role guard shows when a signed-in user opens a page of another role: why, and the way home. */
export function NotForYourRoleScreen({ page, audience, role }: NotForYourRoleScreenProps) {
  return (
    <div className={area}>
      <EmptyState
        icon={<ShieldOff />}
        titleAs="h1"
        title="This page is not for your role"
        description={`${page} is for ${audience}. You are signed in as ${role}.`}
        actions={
          <Button asChild>
            <RouterLink to="/">Go to your home page</RouterLink>
          </Button>
        }
      />
    </div>
  )
}
