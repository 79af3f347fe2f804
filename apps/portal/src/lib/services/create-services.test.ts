import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockServices } from '../../testing/mock-services.ts'

/** A screen mounting over a read: an observer that subscribes, as useQuery does. */
async function mount(services: ReturnType<typeof createMockServices>, read: () => Promise<string>) {
  const observer = new QueryObserver(services.queryClient, { queryKey: ['page'], queryFn: read })
  const stop = observer.subscribe(() => {})
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'))
  stop()
}

describe('the query client at boot', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('does not read again on mounting what a loader has just read', async () => {
    const services = createMockServices()
    const read = vi.fn(async () => 'page')
    await services.queryClient.ensureQueryData({ queryKey: ['page'], queryFn: read })
    await mount(services, read)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('reads again on mounting what was invalidated since, or read more than 10 seconds ago', async () => {
    const services = createMockServices()
    const read = vi.fn(async () => 'page')
    await services.queryClient.ensureQueryData({ queryKey: ['page'], queryFn: read })
    await services.queryClient.invalidateQueries({ queryKey: ['page'], refetchType: 'none' })
    await mount(services, read)
    expect(read).toHaveBeenCalledTimes(2)

    vi.useFakeTimers({ now: Date.now() + 11_000, toFake: ['Date'] })
    await mount(services, read)
    expect(read).toHaveBeenCalledTimes(3)
  })
})
