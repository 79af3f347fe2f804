import type { SessionUser } from '@hireloop/flows'
import type { LoaderFunctionArgs } from 'react-router'
import { servicesOf, type RouteModule } from '../data/route-module.ts'
import { useSession } from '../services/services.tsx'
import { settledUser } from '../services/settled-user.ts'

type UserType = SessionUser['userType']

/**
 * One path, a screen per role (`/users`: the employer's team, the recruiters' directory; ADR 0090). The loader
 * waits for the session, loads the module of the user's role and runs its loader, so that module's
 * `useLoaderData` reads what it always did; the component renders the module loaded for the same role.
 */
export function moduleByRole(modules: Partial<Record<UserType, () => Promise<RouteModule>>>) {
  // Shared by every call: the router asks for the module once for its loader and once for its component.
  const loaded = new Map<UserType, RouteModule>()
  const moduleOf = async (type: UserType) => {
    const load = modules[type]
    if (!load) return undefined
    const module = loaded.get(type) ?? (await load())
    loaded.set(type, module)
    return module
  }
  return async (): Promise<RouteModule> => {
    return {
      async loader(args: LoaderFunctionArgs) {
        const user = await settledUser(servicesOf(args.context).session, args.request.signal)
        // The route table's guard keeps other roles out; one without a module here has no page at this path.
        const module = user ? await moduleOf(user.userType) : undefined
        if (!module) throw new Response('Not found', { status: 404 })
        return module.loader ? module.loader(args) : null
      },
      Component: function ScreenOfRole() {
        const type = useSession((s) => (s.matches('authenticated') ? (s.context.user?.userType ?? null) : null))
        const Screen = type ? loaded.get(type)?.Component : undefined
        return Screen ? <Screen /> : null
      },
    }
  }
}
