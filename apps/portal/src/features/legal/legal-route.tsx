import type { RouteModule } from '../../lib/data/route-module.ts'
import { LegalScreen } from './legal-screen.tsx'

// One module for the three documents, public and in the shell: the route table picks the document.
export const terms: RouteModule = { Component: () => <LegalScreen document="terms" /> }
export const privacy: RouteModule = { Component: () => <LegalScreen document="privacy" /> }
export const cookies: RouteModule = { Component: () => <LegalScreen document="cookies" /> }
