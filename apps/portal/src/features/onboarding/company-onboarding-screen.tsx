import { Button, Card, RadioGroup } from '@hireloop/design-system'
import { companyTypes, type CompanyType } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { OnboardingChecklist, type ChecklistStep } from './onboarding-checklist.tsx'

/** Each company type in a sentence, so an employer can choose without guessing. */
export const COMPANY_TYPE_CHOICES: Record<CompanyType, { label: string; description: string }> = {
  startup: { label: 'Startup', description: 'A young company finding its product and its first hires.' },
  scaleup: { label: 'Scale-up', description: 'A growing company hiring for several teams at once.' },
  enterprise: { label: 'Enterprise', description: 'An established organisation with its own hiring process.' },
  agency: { label: 'Agency', description: 'You recruit for client companies.' },
}

/** Where each step of the server's checklist is done (ADR 0069); "company" is done here. */
const STEP_LINKS: Record<string, { href: string; label: string }> = {
  vacancy: { href: '/create-vacancy', label: 'Post a vacancy' },
  team: { href: '/users', label: 'Invite colleagues' },
  billing: { href: '/company-settings#billing', label: 'Add billing information' },
}

export interface CompanyOnboardingScreenProps {
  firstName: string
  companyName: string
  /** The company's checklist of GET /onboarding, in the server's order. */
  steps: ChecklistStep[]
  /** Where the company onboarding machine is (`companyOnboardingMachine`). */
  step: 'welcome' | 'companyType' | 'finishing' | 'failed' | 'done'
  companyType: CompanyType | null
  /** Why saving the type failed (the machine's `error`). */
  error: string | null
  onStart: () => void
  onSelectType: (type: CompanyType) => void
  onContinue: () => void
  onBack: () => void
  onRetry: () => void
}

const page = css({ px: { base: '4', md: '8' }, py: '8', maxWidth: '3xl', mx: 'auto', width: 'full' })
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const lead = css({ color: 'fg.muted', mt: '1' })
const body = css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })
const typeText = css({ display: 'flex', flexDirection: 'column' })
const typeDescription = css({ color: 'fg.muted', textStyle: 'sm' })
const alert = css({ color: 'danger.fg' })

/**
 * /onboarding for employers (docs/product.md §2): a welcome, the company type (the step the root redirect waits for),
 * and the checklist of the server's steps with a link to where each one is done.
 */
export function CompanyOnboardingScreen(props: CompanyOnboardingScreenProps) {
  const { firstName, companyName, steps, step } = props
  return (
    <div className={page}>
      <h1 className={heading}>{firstName ? `Welcome to Hireloop, ${firstName}` : 'Welcome to Hireloop'}</h1>
      <p className={lead}>
        Set up {companyName || 'your company'} in a few steps: talents see your company on every vacancy you post.
      </p>
      <OnboardingChecklist
        steps={steps}
        actionOf={(item) => {
          const link = STEP_LINKS[item.key]
          return link ? <AppLink to={link.href}>{link.label}</AppLink> : null
        }}
      />
      {step === 'welcome' && (
        <Card.Root>
          <Card.Header>
            <Card.Title>Tell us about your company</Card.Title>
            <Card.Description>One question, then you can post your first vacancy.</Card.Description>
          </Card.Header>
          <Card.Body className={body}>
            <Button onClick={props.onStart}>
              Get started
              <ArrowRight aria-hidden="true" />
            </Button>
          </Card.Body>
        </Card.Root>
      )}
      {(step === 'companyType' || step === 'finishing' || step === 'failed') && <CompanyTypeStep {...props} />}
      {step === 'done' && (
        <p>
          Your company is set up. <AppLink to="/job-openings">Go to your job openings</AppLink>
        </p>
      )}
    </div>
  )
}

function CompanyTypeStep({
  companyName,
  step,
  companyType,
  error,
  onSelectType,
  onContinue,
  onBack,
  onRetry,
}: CompanyOnboardingScreenProps) {
  const busy = step === 'finishing'
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Tell us about your company</Card.Title>
        <Card.Description>We use it to suggest talents and to show your company to them.</Card.Description>
      </Card.Header>
      <Card.Body className={body}>
        <RadioGroup.Root
          value={companyType ?? null}
          onValueChange={({ value }) => value && onSelectType(value as CompanyType)}
          disabled={busy || step === 'failed'}
        >
          <RadioGroup.Label>What kind of company is {companyName || 'yours'}?</RadioGroup.Label>
          {companyTypes.map((type) => (
            <RadioGroup.Item key={type} value={type}>
              <span className={typeText}>
                <span>{COMPANY_TYPE_CHOICES[type].label}</span>
                <span className={typeDescription}>{COMPANY_TYPE_CHOICES[type].description}</span>
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {step === 'failed' && (
          <p role="alert" className={alert}>
            Your company type was not saved. {error}
          </p>
        )}
        <div className={actions}>
          <Button variant="outline" onClick={onBack} disabled={busy}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          {step === 'failed' ? (
            <Button onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          ) : (
            <Button onClick={onContinue} loading={busy} disabled={!companyType}>
              Continue
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
        {!companyType && <p className={typeDescription}>Choose the kind of company to continue.</p>}
      </Card.Body>
    </Card.Root>
  )
}
