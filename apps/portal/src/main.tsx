import './index.css'
import { AuthCard, Button, LoadingScreen } from '@hireloop/design-system'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { createServices } from './app/create-services.ts'

const root = createRoot(document.getElementById('root')!)
root.render(<LoadingScreen label="Loading Hireloop" />)

createServices().then(
  (services) =>
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error)
    root.render(
      <AuthCard title="Hireloop cannot start right now">
        <p>The service did not answer. Check your connection and try again.</p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </AuthCard>,
    )
  },
)
