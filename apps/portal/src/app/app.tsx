import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from './routes.tsx'
import { ServicesProvider, type Services } from './services.tsx'

export function App({ services }: { services: Services }) {
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ServicesProvider>
  )
}
