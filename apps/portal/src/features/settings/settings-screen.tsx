import type { CurrentUser, NotificationSettings } from '@hireloop/api'
import type { DeleteAccountData, EmailChangeData, PersonalInfoData, UpdatePasswordData } from '@hireloop/flows'
import { Card } from '@hireloop/design-system'
import type { ReactNode } from 'react'
import { AvatarEditor } from './avatar-editor.tsx'
import { EmailForm, type PendingEmail } from './email-form.tsx'
import { NotificationSettingsForm } from './notification-settings-form.tsx'
import { PasswordForm } from './password-form.tsx'
import { PersonalInfoForm } from './personal-info-form.tsx'
import { page, pageTitle } from './settings-styles.ts'
import { YourDataSection } from './your-data-section.tsx'

export interface SettingsScreenProps {
  user: CurrentUser
  /**
   * `all` is Account settings; `personal` is Personal info (photo, name, email): the same sections, fewer of them.
   * @default 'all'
   */
  scope?: 'all' | 'personal'
  /** What an `<img>` can show for the user's avatar (an object URL for a stored image); none shows the initials. */
  avatarSrc?: string
  /** An email change waiting for its link to be opened. */
  pendingEmail?: PendingEmail | null
  onSavePersonalInfo: (data: PersonalInfoData) => Promise<unknown>
  onUploadAvatar: (image: File) => Promise<unknown>
  onChangeEmail: (data: EmailChangeData) => Promise<unknown>
  onChangePassword: (data: UpdatePasswordData) => Promise<unknown>
  onSaveNotificationSettings: (settings: NotificationSettings) => Promise<unknown>
  onExportData: () => Promise<unknown>
  onDeleteAccount: (data: DeleteAccountData) => Promise<unknown>
}

/**
 * Account settings and Personal info (docs/product.md §2, ADR 0062): one column of sections, each its own form with its
 * own button, so a refused password never costs the name just typed.
 */
export function SettingsScreen({ user, scope = 'all', ...props }: SettingsScreenProps) {
  const name = `${user.firstName} ${user.lastName}`.trim()
  return (
    <div className={page}>
      <h1 className={pageTitle}>{scope === 'all' ? 'Account settings' : 'Personal info'}</h1>
      <Section id="personal-info" title="Personal info" description="Your photo and name, as others see them.">
        <AvatarEditor name={name} src={props.avatarSrc} onUpload={props.onUploadAvatar} />
        <PersonalInfoForm user={user} onSubmit={props.onSavePersonalInfo} />
      </Section>
      <Section id="email" title="Email" description="Where we write to you, and how you sign in.">
        <EmailForm currentEmail={user.email} pending={props.pendingEmail ?? null} onSubmit={props.onChangeEmail} />
      </Section>
      {scope === 'all' && (
        <>
          <Section id="password" title="Password">
            <PasswordForm onSubmit={props.onChangePassword} />
          </Section>
          <Section id="notifications" title="Notifications">
            <NotificationSettingsForm
              settings={user.notificationSettings}
              onSubmit={props.onSaveNotificationSettings}
            />
          </Section>
          <Section
            id="your-data"
            title="Your data"
            description="A copy of everything we hold about you, or none of it."
          >
            <YourDataSection userType={user.userType} onExport={props.onExportData} onDelete={props.onDeleteAccount} />
          </Section>
        </>
      )}
    </div>
  )
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card.Root id={id} aria-labelledby={`${id}-title`} role="region">
      <Card.Header>
        <Card.Title id={`${id}-title`}>{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}
