import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router/dom'
import { ServicesProvider, type Services } from '../lib/services/services.tsx'
import type { AppRouter } from './router.tsx'

/** The portal: its services for React, the query cache, and the data router built from the route table. */
export function App({ services, router }: { services: Services; router: AppRouter }) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>
  )
}
