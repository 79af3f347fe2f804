import type { Schema } from '@hireloop/api'
import { Button, EmptyState } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { FileUser } from 'lucide-react'
import { Link as RouterLink } from 'react-router'

const area = css({ px: { base: '4', md: '8' }, py: '8' })

/** `/vacancy/:id/resume` without `?resume=`: the page weighs one resume, so it says how to choose it. */
export function PickResume({ vacancy }: { vacancy: Pick<Schema<'Vacancy'>, 'id' | 'title'> }) {
  return (
    <div className={area} data-state="pick">
      <EmptyState
        className={css({ maxWidth: '2xl', mx: 'auto', width: 'full' })}
        icon={<FileUser />}
        title={`Choose a resume to weigh against ${vacancy.title}`}
        titleAs="h1"
        description="This page shows how one resume fits this vacancy. Open it from a talent in the vacancy’s matches or hiring pipeline, or add ?resume= and the resume’s id to the address."
        actions={
          <Button asChild>
            <RouterLink to={`/vacancy/${vacancy.id}`}>Back to the vacancy</RouterLink>
          </Button>
        }
      />
    </div>
  )
}
