/**
 * Server-rendered pages of the embedded provider: sign-in, sign-out confirmation, errors.
 * No JavaScript; brand colours with WCAG AA contrast (teal #0F4C5C on white 9.5:1, ink #1A2B30 on yellow
 * #F2C14E 9.6:1, error #A4161A on white 7.9:1). The focus ring pairs teal and yellow so it shows on any background.
 */

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1A2B30;background:#F3F6F7;line-height:1.5}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
header{background:#0F4C5C;color:#fff;padding:14px 24px;border-bottom:4px solid #F2C14E}
header .brand{font-weight:700;font-size:1.25rem;letter-spacing:.01em}
main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:48px 16px}
.card{width:100%;max-width:420px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,76,92,.15),0 8px 24px rgba(15,76,92,.08);padding:32px}
h1{margin:0 0 8px;font-size:1.5rem;color:#0F4C5C}
p{margin:0 0 16px}
.card.wide{max-width:880px}
.lead{color:#3D4F55}
form{display:flex;flex-direction:column;gap:16px;margin:24px 0 0}
.field{display:flex;flex-direction:column;gap:6px}
label{font-weight:600}
input{font:inherit;padding:10px 12px;border:1px solid #5C6F75;border-radius:6px;background:#fff;color:#1A2B30}
input[aria-invalid=true]{border-color:#A4161A;border-width:2px}
button,.button{font:inherit;font-weight:600;padding:12px 16px;border-radius:6px;border:2px solid #0F4C5C;background:#0F4C5C;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#0B3A46}
button.secondary{background:#fff;color:#0F4C5C}
a{color:#0F4C5C;text-decoration-thickness:1px;text-underline-offset:2px}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid #0F4C5C;outline-offset:2px;box-shadow:0 0 0 6px #F2C14E}
.alert{border-left:4px solid #A4161A;background:#FCEBEC;color:#A4161A;padding:10px 12px;border-radius:4px;font-weight:600}
.links{display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px;margin-top:20px;font-size:.95rem}
.note{margin-top:24px;padding-top:16px;border-top:1px solid #D5DEE0;font-size:.95rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
`

export function page(title: string, body: string, { wide = false } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Hireloop</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${styles}</style>
</head>
<body>
<header><span class="brand">Hireloop</span></header>
<main><div class="card${wide ? ' wide' : ''}">${body}</div></main>
</body>
</html>`
}

export interface LoginPageOptions {
  action: string
  publicUrl: string
  companyVariant: boolean
  email?: string
  error?: string
}

export function loginPage({ action, publicUrl, companyVariant, email = '', error }: LoginPageOptions): string {
  const title = companyVariant ? 'Sign in to your company account' : 'Sign in'
  const describedBy = error ? ' aria-describedby="form-error" aria-invalid="true"' : ''
  const signUp = companyVariant
    ? `New company on Hireloop? <a href="${escapeHtml(publicUrl)}/sign-up/company">Sign up your company</a>`
    : `New to Hireloop? <a href="${escapeHtml(publicUrl)}/sign-up/talent">Create an account</a>`
  const switchVariant = companyVariant
    ? `Looking for a job? <a href="${escapeHtml(publicUrl)}/login">Sign in as a specialist</a>`
    : `Hiring? <a href="${escapeHtml(publicUrl)}/login?company=true">Sign in to your company account</a>`
  return page(
    title,
    `<h1>${title}</h1>
<p class="lead">${companyVariant ? 'Manage your job openings and hiring pipeline.' : 'Welcome back! Sign in to continue.'}</p>
${error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${describedBy}${error ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${error ? ' autofocus' : ''}>
  </div>
  <button type="submit">Sign in</button>
</form>
<div class="links">
  <a href="${escapeHtml(publicUrl)}/new-password">Forgot password?</a>
</div>
<p class="note">${signUp}</p>
<p>${switchVariant}</p>`,
  )
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  )
}

/** oidc-provider hands us its hidden confirmation form; we add the buttons that submit it. */
export function logoutPage(form: string): string {
  return page(
    'Sign out',
    `<h1>Sign out of Hireloop?</h1>
<p>You will need to sign in again to use the portal.</p>
${form}
<div style="display:flex;flex-direction:column;gap:12px">
  <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
  <button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>
</div>`,
  )
}
