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
