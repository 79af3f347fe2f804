import { isLoginPath } from './lib/auth/login-path.ts'
import { loadPortalConfig } from './lib/config/portal-config.ts'

// The page's first script, kept small: the configuration is asked for at once, then either the sign-in redirect
// (a fresh load of /login) or the app is loaded (ADR 0047). Each is a chunk of its own.
const config = loadPortalConfig()
const startApp = () => import('./app/boot.tsx').then(({ boot }) => boot(config))

if (isLoginPath(window.location.pathname)) {
  import('./lib/auth/login-entry.ts')
    .then(async ({ startSignIn }) => startSignIn(await config))
    .then(
      (next) => (next === 'app' ? startApp() : undefined),
      // No configuration, or the provider did not answer: the app's login page says so and offers to try again.
      startApp,
    )
} else {
  void startApp()
}
