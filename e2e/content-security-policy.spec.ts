import { createHash } from 'node:crypto'
import { expect, test, type Page, type Response } from '@playwright/test'
import { DEMO_PASSWORD, SIGN_IN_PAGE, signInOnProvider, storedUserOf } from './support.ts'

// The Content-Security-Policy of the provider's pages and the portal (issue 17), in a browser: every HTML document
// served comes with a policy whose script-src allows no inline script and no eval, every inline script it holds is
// allowed by its hash or nonce, the browser reports no violation while the pages are used, and signing in and out
// still works under that policy. An injected inline script is the control: the browser must refuse it.

interface Served {
  url: string
  status: number
  csp: string | null
  inlineScripts: string[]
  checked: Promise<void>
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  )
}

/** What is wrong with a served page's policy and inline scripts; empty when nothing is. */
function problemsOf(page: Omit<Served, 'checked'>): string[] {
  if (!page.csp) return [`${page.url}: no Content-Security-Policy`]
  const policy = directives(page.csp)
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? []
  const problems: string[] = []
  if (scripts.length === 0) problems.push(`${page.url}: no script-src`)
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
    if (scripts.includes(unsafe)) problems.push(`${page.url}: script-src allows ${unsafe}`)
  }
  if (policy.get('frame-ancestors')?.join(' ') !== "'none'") problems.push(`${page.url}: frame-ancestors is not 'none'`)
  if (policy.get('object-src')?.join(' ') !== "'none'") problems.push(`${page.url}: object-src is not 'none'`)
  for (const script of page.inlineScripts) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    if (!scripts.includes(hash)) problems.push(`${page.url}: an inline script without its hash: ${script.slice(0, 80)}`)
  }
  return problems
}

/** The text of each `<script>` without a `src` (an inline script), as the hash of a policy covers it. */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , body]) => body!)
}

/** Records every HTML document the page loads and every CSP report and dialog, from the first document on. */
async function watch(page: Page) {
  const documents: Served[] = []
  const problems: string[] = []
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'document') return
    const served: Omit<Served, 'checked'> = {
      url: response.url(),
      status: response.status(),
      csp: response.headers()['content-security-policy'] ?? null,
      inlineScripts: [],
    }
    // A redirect has no body to read; everything else is read before the check.
    const checked =
      response.status() >= 300 && response.status() < 400
        ? Promise.resolve()
        : response.text().then(
            (html) => void served.inlineScripts.push(...inlineScriptsOf(html)),
            () => undefined,
          )
    documents.push({ ...served, checked })
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`console: ${message.text()}`)
  })
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__csp', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`),
    )
  })
  const reported = () => page.evaluate(() => [...(window as unknown as { __csp: string[] }).__csp])
  return {
    documents,
    /** Console reports and dialogs so far (the control takes its own out). */
    problems,
    /** The policy reports of the current document and everything recorded so far must be empty. */
    async expectClean(where: string) {
      expect([...problems, ...(await reported())], `${where}: CSP reports and dialogs`).toEqual([])
      await Promise.all(documents.map((document) => document.checked))
      expect(documents.flatMap(problemsOf), `${where}: served pages`).toEqual([])
    },
  }
}

test('the provider and portal pages serve a policy without inline script, report no violation, and sign in and out', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const watcher = await watch(page)

  // The provider's sign-in page, with a failed and then a good attempt.
  await page.goto('/login')
  await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 30_000 })
  await watcher.expectClean('sign-in page')
  await signInOnProvider(page, 'employer@hireloop.test', 'not the password')
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 })
  await watcher.expectClean('sign-in error')
  await signInOnProvider(page, 'employer@hireloop.test', DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/job-openings$/, { timeout: 30_000 })
  expect(await storedUserOf(page), 'signed in under the policy').not.toBeNull()
  await watcher.expectClean('after sign-in')

  for (const path of ['/meetings', '/messages', '/settings', '/support', '/dev/mailbox']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
    await watcher.expectClean(path)
  }

  // The control: an inline script put into the portal's page is refused, and the browser says so.
  await page.goto('/job-openings')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
  const reportedBefore = watcher.problems.length
  const injected = await page.evaluate(async () => {
    const reports = (window as unknown as { __csp: string[] }).__csp
    const before = reports.length
    const script = document.createElement('script')
    script.textContent = 'window.__inline = 1'
    document.head.append(script)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const ran = (window as unknown as { __inline?: number }).__inline === 1
    return { ran, reports: reports.splice(before) }
  })
  expect(injected.ran, 'an injected inline script runs').toBe(false)
  expect(injected.reports.join('\n')).toMatch(/^script-src/m)
  await expect.poll(() => watcher.problems.length).toBeGreaterThan(reportedBefore)
  expect(watcher.problems.splice(reportedBefore).join('\n')).toMatch(/Executing inline script violates/)

  // Signing out: the provider's confirmation page and the sign-in page after it.
  await page.getByRole('button', { name: /account menu/i }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' })
  await expect(confirm.or(page.getByRole('button', { name: 'Sign in' }))).toBeVisible({ timeout: 30_000 })
  if (await confirm.isVisible()) {
    await watcher.expectClean('sign-out confirmation')
    await confirm.click()
  }
  await expect(page).toHaveURL(SIGN_IN_PAGE, { timeout: 30_000 })
  expect(await storedUserOf(page)).toBeNull()
  await watcher.expectClean('after sign-out')

  // The provider's error page.
  await page.goto('/oidc/auth?client_id=unknown-client&response_type=code&scope=openid')
  await expect(page.getByRole('heading', { name: 'Sign-in problem' })).toBeVisible()
  await watcher.expectClean('provider error page')

  // The provider's own form_post page (an error sent back to the portal by POST): its one inline script is allowed
  // by the hash the provider adds to the policy, nothing broader.
  const callback = `${baseURL}/auth/callback`
  const formPost = `/oidc/auth?client_id=hireloop-portal&response_type=code&scope=openid&response_mode=form_post&redirect_uri=${encodeURIComponent(callback)}`
  const fetched = await request.get(formPost, { maxRedirects: 0 })
  const served = {
    url: fetched.url(),
    status: fetched.status(),
    csp: fetched.headers()['content-security-policy'] ?? null,
    inlineScripts: inlineScriptsOf(await fetched.text()),
  }
  expect(served.inlineScripts).toHaveLength(1)
  expect(problemsOf(served)).toEqual([])
  // In the browser the hashed script runs: the page posts its form to the portal's callback by itself.
  const posted = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url() === callback)
  await page.goto(formPost)
  await posted
  await watcher.expectClean('form_post page')
  expect(watcher.documents.length).toBeGreaterThan(8)
})
