import { Button, EmptyState } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { SearchX } from 'lucide-react'
import { Link as RouterLink } from 'react-router'

const area = css({ px: { base: '4', md: '8' }, py: '8' })

/** A vacancy that does not exist or is not the reader's to see (archived, a draft, another company's): one way home. */
export function VacancyUnavailable() {
  return (
    <div className={area} data-state="unavailable">
      <EmptyState
        className={css({ maxWidth: '2xl', mx: 'auto', width: 'full' })}
        icon={<SearchX />}
        title="This vacancy is not available"
        titleAs="h1"
        description="It may have been filled or closed, or the link is mistyped."
        actions={
          <Button asChild>
            <RouterLink to="/">Go to the home page</RouterLink>
          </Button>
        }
      />
    </div>
  )
}
