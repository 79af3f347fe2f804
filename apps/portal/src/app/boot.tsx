import '@hireloop/design-system/fonts'
import '../index.css'
import { AuthCard, Button, Toaster } from '@hireloop/design-system'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { PortalConfig } from '../lib/config/portal-config.ts'
import { createServices } from '../lib/services/create-services.ts'
import { App } from './app.tsx'
import { createAppRouter } from './router.tsx'

/** Starts the app over the page's static splash, which stays until the first route can render. */
export async function boot(config: Promise<PortalConfig>) {
  const root = createRoot(document.getElementById('root')!)
  try {
    const services = await createServices(await config)
    root.render(
      <StrictMode>
        <App services={services} router={createAppRouter(services)} />
        {/* Once for the page, beside the app (Storybook's preview mounts its own for the stories). */}
        <Toaster />
      </StrictMode>,
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
