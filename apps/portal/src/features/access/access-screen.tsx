import { Checkbox, Table, Tabs, Tooltip } from '@hireloop/design-system'
import type { Action } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { Info, Lock } from 'lucide-react'
import { useState } from 'react'
import { AppLink } from '../../lib/ui/app-link.tsx'
import {
  ACTION_LABELS,
  ACTIONS,
  lockedReason,
  RESOURCE_LABELS,
  RESOURCES,
  ruleSentence,
  SUBJECT_LABELS,
  SUBJECTS,
  subjectPlural,
  type AccessRule,
  type AccessSubject,
} from './access-labels.ts'

export interface AccessCell {
  resource: (typeof RESOURCES)[number]
  action: Action
  /** The rule of this cell, when there is one (`allow` or `deny`). */
  rule: AccessRule | null
}

export interface AccessScreenProps {
  subject: AccessSubject
  /** Every rule of the subject (GET /access_rule?subject=…). */
  rules: AccessRule[]
  onSubjectChange: (subject: AccessSubject) => void
  /** Allows the cell's action (creates or updates its rule) or takes it away (removes the rule); rejects on refusal. */
  onToggle: (cell: AccessCell, allow: boolean) => Promise<unknown>
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '5xl',
  width: 'full',
  mx: 'auto',
})
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const tableWrap = css({ overflowX: 'auto' })
const cellBox = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const lockIcon = css({ color: 'fg.muted' })
const detailsLink = css({ display: 'inline-flex', color: 'fg.muted', _hover: { color: 'fg' } })

/** `/access`: what each recruiter level, and admins, may do, as a matrix of switches over the access rules. */
export function AccessScreen({ subject, rules, onSubjectChange, onToggle }: AccessScreenProps) {
  const [busy, setBusy] = useState<string | null>(null)
  const ruleOf = (resource: string, action: Action) =>
    rules.find((rule) => rule.resource === resource && rule.action === action) ?? null

  async function toggle(cell: AccessCell, allow: boolean) {
    const key = `${cell.resource}:${cell.action}`
    setBusy(key)
    try {
      await onToggle(cell, allow)
    } catch {
      // The route showed the refusal; the cell keeps what the server holds.
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className={page}>
      <div>
        <h1 className={title}>Access</h1>
        <p className={muted}>
          What each recruiter level and admins may do in the back office. A change holds from their next action. Talents
          and employers act on what is theirs, never by rule.
        </p>
      </div>
      <Tabs.Root value={subject} onValueChange={(details) => onSubjectChange(details.value as AccessSubject)}>
        <Tabs.List aria-label="Who the rules apply to">
          {SUBJECTS.map((s) => (
            <Tabs.Trigger key={s} value={s}>
              {SUBJECT_LABELS[s]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={subject}>
          <div className={tableWrap}>
            <Table.Root>
              <Table.Caption className={css({ srOnly: true })}>What {subjectPlural(subject)} may do</Table.Caption>
              <Table.Head>
                <Table.Row>
                  <Table.Header scope="col">Resource</Table.Header>
                  {ACTIONS.map((action) => (
                    <Table.Header key={action} scope="col">
                      {ACTION_LABELS[action]}
                    </Table.Header>
                  ))}
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {RESOURCES.map((resource) => (
                  <Table.Row key={resource}>
                    <Table.Header scope="row">{RESOURCE_LABELS[resource]}</Table.Header>
                    {ACTIONS.map((action) => {
                      const rule = ruleOf(resource, action)
                      const allowed = rule?.effect === 'allow'
                      const locked = lockedReason(subject, resource, action)
                      const sentence = ruleSentence(subject, resource, action)
                      const box = (
                        <Checkbox.Root
                          checked={allowed}
                          disabled={locked !== null || busy !== null}
                          onCheckedChange={(details) =>
                            void toggle({ resource, action, rule }, details.checked === true)
                          }
                        >
                          <Checkbox.Control />
                          <Checkbox.Label className={css({ srOnly: true })}>
                            {sentence}
                            {locked ? ` (locked: ${locked})` : ''}
                          </Checkbox.Label>
                        </Checkbox.Root>
                      )
                      return (
                        <Table.Cell key={action} data-effect={rule?.effect ?? 'none'}>
                          <span className={cellBox}>
                            {box}
                            {locked && (
                              <Tooltip content={locked}>
                                <button type="button" className={lockIcon} aria-label={`Why ${sentence} is locked`}>
                                  <Lock aria-hidden="true" size={14} />
                                </button>
                              </Tooltip>
                            )}
                            {rule && (
                              <AppLink
                                to={`/access/${rule.id}?subject=${subject}`}
                                className={detailsLink}
                                aria-label={`Rule details: ${sentence}`}
                              >
                                <Info aria-hidden="true" size={14} />
                              </AppLink>
                            )}
                          </span>
                        </Table.Cell>
                      )
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
