import {
  deleteMyAccountMutation,
  exportMyDataQuery,
  getMeQuery,
  snakeizeKeys,
  updateMeMutation,
  updateMyEmailMutation,
  updateMyPasswordMutation,
  updateNotificationSettingsMutation,
  uploadMyAvatarMutation,
  type CurrentUser,
} from '@hireloop/api'
import { toUpdateMeBody, toUpdatePasswordBody } from '@hireloop/flows'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { saveBlob } from '../../lib/files/save-blob.ts'
import { useStoredImage } from '../../lib/files/use-stored-image.ts'
import { useServices } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import type { SettingsScreenProps } from './settings-screen.tsx'

export const ACCOUNT_DELETED = 'Your account was deleted and your personal data erased. Thank you for using Hireloop.'

/**
 * The settings screen's data and calls, for both routes (/settings, /personal-info). Each call toasts its failure and
 * rejects, so the form keeps the server's field messages (docs/product.md §8); a changed user also reaches the session,
 * so the shell shows the new name and photo at once.
 */
export function useSettingsActions(): Omit<SettingsScreenProps, 'scope'> {
  const { api, queryClient, session } = useServices()
  const { data: user } = useSuspenseQuery(getMeQuery(api))
  const avatarSrc = useStoredImage(user.imageUrl)
  const [pendingEmail, setPendingEmail] = useState<SettingsScreenProps['pendingEmail']>(null)
  const onError = showErrorToast
  const updateMe = useMutation({ ...updateMeMutation(api), onError })
  const updateEmail = useMutation({ ...updateMyEmailMutation(api), onError })
  const updatePassword = useMutation({ ...updateMyPasswordMutation(api), onError })
  const updateNotifications = useMutation({ ...updateNotificationSettingsMutation(api), onError })
  const uploadAvatar = useMutation({ ...uploadMyAvatarMutation(api), onError })
  const deleteAccount = useMutation({ ...deleteMyAccountMutation(api), onError })

  const userChanged = (next: CurrentUser) => session.send({ type: 'USER_UPDATED', user: next })

  return {
    user,
    avatarSrc,
    pendingEmail,
    onSavePersonalInfo: async (data) => {
      userChanged(await updateMe.mutateAsync({ body: toUpdateMeBody(data) }))
      toastSuccess('Personal info updated')
    },
    onUploadAvatar: async (image) => {
      userChanged(await uploadAvatar.mutateAsync({ body: { profilePicture: image } }))
      toastSuccess('Avatar uploaded')
    },
    onChangeEmail: async (data) => {
      const { pendingEmail: email, expiresAt } = await updateEmail.mutateAsync({ body: data })
      setPendingEmail({ email, expiresAt })
    },
    onChangePassword: async (data) => {
      await updatePassword.mutateAsync({ body: toUpdatePasswordBody(data) })
      toastSuccess('Password updated', 'Your other sessions were signed out.')
    },
    onSaveNotificationSettings: async (settings) => {
      await updateNotifications.mutateAsync({ body: settings })
      toastSuccess('Notification settings updated')
    },
    onExportData: async () => {
      // Read fresh every time, never kept: the file is the copy.
      const data = await queryClient
        .fetchQuery({ ...exportMyDataQuery(api), staleTime: 0, gcTime: 0 })
        .catch((error: unknown) => {
          showErrorToast(error)
          throw error
        })
      // The contract's own names (snake_case), as the API wrote them: the file is read outside this app.
      const json = JSON.stringify(snakeizeKeys(data), null, 2)
      saveBlob(new Blob([json], { type: 'application/json' }), `hireloop-data-${data.exportedAt.slice(0, 10)}.json`)
    },
    onDeleteAccount: async (data) => {
      await deleteAccount.mutateAsync({ body: data })
      toastSuccess('Account deleted', 'Your personal data was erased.')
      // Every session ended on the server; this one forgets its tokens and lands on login with the reason.
      session.send({ type: 'AUTH_ERROR', message: ACCOUNT_DELETED })
    },
  }
}
