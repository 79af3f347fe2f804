import { Button } from '@hireloop/design-system'
import { FileUser } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { RouteEmpty } from '../../lib/data/route-states.tsx'

export interface MyResumeEmptyProps {
  /** The talent's draft, when there is one but nothing is published yet. */
  draftId: string | null
}

/** `/resume` before anything is published: what is missing and the way to it (editor or onboarding). */
export function MyResumeEmpty({ draftId }: MyResumeEmptyProps) {
  return draftId ? (
    <RouteEmpty
      icon={<FileUser />}
      title="Your resume is not published yet"
      description="Companies cannot see your draft. Finish it in the editor and publish it to be matched to vacancies."
      action={
        <Button asChild>
          <RouterLink to={`/manage-cv/${encodeURIComponent(draftId)}`}>Continue your draft</RouterLink>
        </Button>
      }
    />
  ) : (
    <RouteEmpty
      icon={<FileUser />}
      title="You have no resume yet"
      description="Upload your resume or write one from scratch; companies see it once you publish it."
      action={
        <Button asChild>
          <RouterLink to="/onboarding">Add your resume</RouterLink>
        </Button>
      }
    />
  )
}
