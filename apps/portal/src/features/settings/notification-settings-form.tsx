import type { NotificationSettings } from '@hireloop/api'
import { Button, Switch } from '@hireloop/design-system'
import { useState, type FormEvent } from 'react'
import { actions, muted, stack } from './settings-styles.ts'

export interface NotificationSettingsFormProps {
  settings: NotificationSettings
  /** Saves all three (PUT, the whole set); rejects after the route told the user why. */
  onSubmit: (settings: NotificationSettings) => Promise<unknown>
}

const choices: { key: keyof NotificationSettings; label: string }[] = [
  { key: 'emailOnMessage', label: 'Email me when I get a message' },
  { key: 'emailOnApplication', label: 'Email me when an application changes' },
  { key: 'emailOnMeeting', label: 'Email me about meetings' },
]

/** Which events also send an email; the bell shows them all either way. */
export function NotificationSettingsForm({ settings, onSubmit }: NotificationSettingsFormProps) {
  const [values, setValues] = useState(settings)
  const [saving, setSaving] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    await onSubmit(values)
      .catch(() => undefined)
      .finally(() => setSaving(false))
  }
  return (
    <form className={stack} aria-label="Notification settings" onSubmit={(event) => void submit(event)}>
      <p className={muted}>
        Notifications always reach the bell in the top bar; these choose which also send an email.
      </p>
      {choices.map(({ key, label }) => (
        <Switch
          key={key}
          checked={values[key]}
          onCheckedChange={({ checked }) => setValues((current) => ({ ...current, [key]: checked }))}
        >
          {label}
        </Switch>
      ))}
      <div className={actions}>
        <Button type="submit" loading={saving}>
          Save notification settings
        </Button>
      </div>
    </form>
  )
}
