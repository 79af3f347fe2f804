import '@hireloop/design-system/fonts'
import '../index.css'
import '../lib/forms/zod-without-eval.ts'
import { AuthCard, Button } from '@hireloop/design-system'
import { lazy, startTransition, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import type { PortalConfig } from '../lib/config/portal-config.ts'
import { createServices } from '../lib/services/create-services.ts'
import { App } from './app.tsx'
import { createAppRouter } from './router.tsx'

// The toasts' region, loaded beside the first screen instead of before it (ADR 0103): its machine and markup are
// not needed for the first paint, and a toast raised meanwhile waits in the store until the region shows it.
const Toaster = lazy(() => import('@hireloop/design-system/toast').then(({ Toaster }) => ({ default: Toaster })))

/** Starts the app over the page's static splash, which stays until the first route can render. */
export async function boot(config: Promise<PortalConfig>) {
  const root = createRoot(document.getElementById('root')!)
  try {
    const services = await createServices(await config)
    // One task for the session to restore from local storage and ask for /me (ADR 0103): asked after the route's
    // chunks, it queued behind them on the browser's six connections, and every signed-in route waits for it.
    await new Promise((next) => setTimeout(next))
    // The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser in
    // between, instead of one task that blocks the page for the whole shell and screen (ADR 0111).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App services={services} router={createAppRouter(services)} />
          {/* Once for the page, beside the app (Storybook's preview mounts its own for the stories). */}
          <Suspense>
            <Toaster />
          </Suspense>
        </StrictMode>,
      ),
    )
  } catch (error) {
    console.error(error)
    root.render(
      <AuthCard title="Hireloop cannot start right now">
        <p>The service did not answer. Check your connection and try again.</p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </AuthCard>,
    )
  }
}
