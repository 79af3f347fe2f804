import { SignUpScreen } from './sign-up-screen.tsx'

/** Which account to create: no data to read or write, the screen links to the two sign-up forms. */
export function Component() {
  return <SignUpScreen />
}
