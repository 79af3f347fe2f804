import type { RouteObject } from 'react-router'
import { Navigate } from 'react-router'
import { LoadingScreen } from '@hireloop/design-system'
import { AuthLayout } from '../features/auth/layout/auth-layout.tsx'
import { RootRedirect } from '../features/home/root-redirect.tsx'
import { LegalScreen } from '../features/legal/legal-screen.tsx'
import { AppLayout } from '../features/shell/app-layout.tsx'
import { SectionScreen } from '../features/workspace/section-screen.tsx'
import { sections } from '../features/workspace/sections.ts'
import { RootLayout, UnknownRoute } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'

/** The route table of spec 2. One lazy module per screen, so each route loads only its own code. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first lazy route module loads.
    hydrateFallbackElement: <LoadingScreen label="Loading Hireloop" />,
    children: [
      { path: 'login', lazy: () => import('../features/auth/login/login-route.tsx') },
      {
        element: <AuthLayout />,
        children: [
          { path: 'sign-up', lazy: () => import('../features/auth/sign-up/sign-up-screen.tsx') },
          { path: 'sign-up/talent', lazy: () => import('../features/auth/talent-sign-up/talent-sign-up-route.tsx') },
          { path: 'sign-up/company', lazy: () => import('../features/auth/company-sign-up/company-sign-up-route.tsx') },
          { path: 'change-password', lazy: () => import('../features/auth/change-password/change-password-route.tsx') },
          { path: 'new-password', lazy: () => import('../features/auth/new-password/new-password-route.tsx') },
          { path: 'email-message', lazy: () => import('../features/auth/email-message/email-message-route.tsx') },
          { path: 'activate/:type/:id', lazy: () => import('../features/auth/activate/activate-route.tsx') },
          // The email-change link: signed in or out (the mailed token is the proof).
          { path: 'confirm-email', lazy: () => import('../features/auth/confirm-email/confirm-email-route.tsx') },
          { path: 'terms-of-services', element: <LegalScreen document="terms" /> },
          { path: 'private-policy', element: <LegalScreen document="privacy" /> },
          { path: 'cookie-policy', element: <LegalScreen document="cookies" /> },
        ],
      },
      // The sign-in callback is finished at boot (app/create-services.ts); what remains here is the landing.
      { path: 'auth/callback', element: <Navigate to="/" replace /> },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <RootRedirect /> },
          // Payment onboarding comes back here; it is not a sign-in callback (spec 2).
          { path: 'stripe-oauth-callback', element: <Navigate to="/billing" replace /> },
          { path: 'terms-of-service', element: <LegalScreen document="terms" /> },
          { path: 'privacy-policy', element: <LegalScreen document="privacy" /> },
          ...sections.map((section) => ({
            path: section.path,
            element: <SectionScreen title={section.title} description={section.description} />,
          })),
        ],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
]
