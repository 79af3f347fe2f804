import { Button, EmptyState } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { SearchX } from 'lucide-react'
import { Link as RouterLink } from 'react-router'

const area = css({ px: { base: '4', md: '8' }, py: '8' })

/** An application (or its vacancy or resume) that does not exist or is not the reader's to see: one way on. */
export function ApplicationUnavailable({ home = '/' }: { home?: string }) {
  return (
    <div className={area} data-state="unavailable">
      <EmptyState
        className={css({ maxWidth: '2xl', mx: 'auto', width: 'full' })}
        icon={<SearchX />}
        title="This application is not available"
        titleAs="h1"
        description="It may have been removed, or the link is mistyped or meant for someone else."
        actions={
          <Button asChild>
            <RouterLink to={home}>Go back</RouterLink>
          </Button>
        }
      />
    </div>
  )
}
