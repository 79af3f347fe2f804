import type { Schema } from '@hireloop/api'
import { Badge, EmptyState, Table } from '@hireloop/design-system'
import type { Action } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { ArrowLeft, Users } from 'lucide-react'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { lockedReason, ruleSentence, SUBJECT_LABELS, subjectPlural, type AccessRule } from './access-labels.ts'

type Recruiter = Schema<'Recruiter'>

export interface AccessInfoScreenProps {
  /** The rule, or null when no rule has this id (removed meanwhile, or a mistyped link). */
  rule: AccessRule | null
  /** The recruiters the rule applies to: everyone at its level, or every admin. */
  recruiters: Recruiter[]
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '4xl',
  width: 'full',
  mx: 'auto',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const subtitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: '6',
  rowGap: '2',
  textStyle: 'sm',
})
const back = css({ display: 'inline-flex', alignItems: 'center', gap: '1' })

const dateFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' })

/** `/access/:id`: one access rule in words, and the recruiters it applies to. */
export function AccessInfoScreen({ rule, recruiters }: AccessInfoScreenProps) {
  const backLink = (
    <AppLink to={rule ? `/access?subject=${rule.subject}` : '/access'} className={back}>
      <ArrowLeft aria-hidden="true" size={16} />
      Back to access rules
    </AppLink>
  )
  if (!rule) {
    return (
      <div className={page}>
        {backLink}
        <EmptyState
          titleAs="h1"
          title="This access rule does not exist"
          description="It may have been removed. The access screen shows the rules as they are."
        />
      </div>
    )
  }
  const action = rule.action as Action
  const locked = lockedReason(rule.subject, rule.resource, action)
  return (
    <div className={page}>
      {backLink}
      <div>
        <h1 className={title}>{ruleSentence(rule.subject, rule.resource, action)}</h1>
        <p className={muted}>
          {rule.effect === 'allow'
            ? `${subjectPlural(rule.subject)} may do this from their next action on.`
            : `This rule denies it: ${subjectPlural(rule.subject)} are refused.`}
          {locked ? ` ${locked}` : ''}
        </p>
      </div>
      <dl className={facts}>
        <dt>Applies to</dt>
        <dd>{SUBJECT_LABELS[rule.subject]}</dd>
        <dt>Effect</dt>
        <dd>
          <Badge variant="subtle" colorPalette={rule.effect === 'allow' ? 'success' : 'danger'}>
            {rule.effect === 'allow' ? 'Allowed' : 'Denied'}
          </Badge>
        </dd>
        <dt>Created</dt>
        <dd>{dateFormat.format(new Date(rule.createdAt))}</dd>
        <dt>Last changed</dt>
        <dd>{dateFormat.format(new Date(rule.updatedAt))}</dd>
      </dl>
      <section aria-labelledby="access-info-recruiters">
        <h2 id="access-info-recruiters" className={subtitle}>
          Who it applies to
        </h2>
        {recruiters.length === 0 ? (
          <EmptyState
            size="sm"
            titleAs="h3"
            icon={<Users />}
            title="Nobody yet"
            description={
              rule.subject === 'admin'
                ? 'No recruiter is an admin right now; the rule applies to whoever becomes one.'
                : `No recruiter is a ${SUBJECT_LABELS[rule.subject]} right now; the rule applies to whoever becomes one.`
            }
          />
        ) : (
          <Table.Root>
            <Table.Caption className={css({ srOnly: true })}>Recruiters the rule applies to</Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.Header scope="col">Name</Table.Header>
                <Table.Header scope="col">Email</Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {recruiters.map((recruiter) => (
                <Table.Row key={recruiter.id}>
                  <Table.Cell>{recruiter.fullName || 'No name'}</Table.Cell>
                  <Table.Cell>{recruiter.email}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </div>
  )
}
