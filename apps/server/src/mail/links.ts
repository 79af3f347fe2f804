/** Links in mails point at portal routes, which call the API (interfaces, issue 2). */

export function activationUrl(
  publicUrl: string,
  userType: 'talent' | 'employer',
  userId: string,
  token: string,
): string {
  return `${publicUrl}/activate/${userType}/${userId}?token=${encodeURIComponent(token)}`
}

export function changePasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/change-password?token=${encodeURIComponent(token)}`
}

export function confirmEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`
}

/** Where someone who did not ask for a mail's change goes: a fresh reset link of their own. */
export function newPasswordUrl(publicUrl: string): string {
  return `${publicUrl}/new-password`
}

/** The portal's invite sign-up page (ADR 0085); the value is the proof, so it is the whole path. */
export function inviteUrl(publicUrl: string, value: string): string {
  return `${publicUrl}/sign-up/invite/${encodeURIComponent(value)}`
}
