/** The mails the server sends. Plain text first (it is what the dev mailbox shows), HTML as the rich part. */

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f8;font-family:system-ui,sans-serif;color:#1a2b30">
<main style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;border-top:6px solid #F2C14E">
<h1 style="margin:0 0 16px;font-size:22px;color:#0F4C5C">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0F4C5C;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:14px;color:#4a5a5f">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</main></body></html>`
}

function message(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const paragraphs = [greeting, ...lines]
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n\nThe Hireloop team\n`,
    html: layout(subject, paragraphs, action),
  }
}

export function verificationMail(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Confirm your email address',
    `Hi ${firstName},`,
    [
      'Welcome to Hireloop! Please confirm your email address to activate your account.',
      'The link is valid for 7 days.',
    ],
    { label: 'Confirm my email', url },
  )
}

export function passwordResetMail(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Hireloop password',
    `Hi ${firstName},`,
    [
      'Someone asked to reset the password of your Hireloop account. If it was you, choose a new password with the link below; it is valid for one hour.',
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
    ],
    { label: 'Choose a new password', url },
  )
}

export function setPasswordMail(to: string, firstName: string, url: string): MailMessage {
  return message(
    to,
    'Your Hireloop account is ready',
    `Hi ${firstName},`,
    [
      'A Hireloop recruiter created an account and a draft resume for you. Choose a password to sign in; the link is valid for 7 days.',
    ],
    { label: 'Choose my password', url },
  )
}

/** The http(s) links of a plain-text body, in order, for the dev mailbox and tests. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])]
}
