import { describe, expect, it } from 'vitest'
import { fakeFetch, json } from '../testing/fake-fetch.ts'
import { ApiError } from './api-error.ts'
import { createApiClient } from './create-api-client.ts'
import { newIdempotencyKey } from './safe-writes.ts'

const BASE = 'https://hireloop.test'
const company = { id: 'c1', name: 'Acme', website_url: 'https://acme.test', image_url: null, type: 'scaleup' }
const changes = { name: 'Acme', websiteUrl: 'https://acme.test', type: 'scaleup' as const }
const vacancy = { title: 'Engineer', description: 'Build', remote: 'onsite', employmentType: 'full_time', skills: [] }
const tagged = (tag: string, body: unknown = company) => json(body, { headers: { etag: tag } })
const STALE = {
  message: [
    'Someone else changed this company after you loaded it. Reload it to see their change, then make yours again.',
  ],
}

function setup(...answers: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...answers)
  const client = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    getScope: () => ({ role: 'recruiter' }),
    retryDelays: [0, 0],
  })
  const path = { params: { path: { id: 'c1' } } }
  return {
    ...fake,
    client,
    read: () => client.GET('/company/{id}', path),
    update: () => client.PUT('/company/{id}', { ...path, body: changes }),
    create: () => client.POST('/vacancy', { body: vacancy as never }),
    sentTags: () => fake.requests.map((r) => `${r.method} ${r.headers.get('if-match')}`),
    keys: () => fake.requests.map((r) => r.headers.get('idempotency-key')),
  }
}

describe('If-Match from the ETag of the last read', () => {
  it('sends the tag of the read with the update of the same object', async () => {
    const api = setup(tagged('"v1"'), json(company))
    await api.read()
    await api.update()
    expect(api.sentTags()).toEqual(['GET null', 'PUT "v1"'])
  })

  it('sends the fresh tag a write answered, and none after a write that answered none', async () => {
    const api = setup(tagged('"v1"'), tagged('"v2"'), json(company), json(company))
    await api.read()
    await api.update()
    await api.update()
    await api.update()
    expect(api.sentTags()).toEqual(['GET null', 'PUT "v1"', 'PUT "v2"', 'PUT null'])
  })

  it('keeps tags per object: another object gets none', async () => {
    const api = setup(tagged('"v1"'), json(company))
    await api.read()
    await api.client.PUT('/company/{id}', { params: { path: { id: 'c2' } }, body: changes })
    expect(api.last().headers.get('if-match')).toBeNull()
  })

  it("sends the object's tag with a POST under it that declares If-Match (the company's logo)", async () => {
    const api = setup(tagged('"v1"'), tagged('"v2"'), json(company))
    await api.read()
    const body = { file: new Blob(['png'], { type: 'image/png' }) }
    await api.client.POST('/company/{id}/logo', { params: { path: { id: 'c1' } }, body: body as never })
    await api.update()
    expect(api.sentTags()).toEqual(['GET null', 'POST "v1"', 'PUT "v2"'])
  })

  it('sends no tag with a POST under the object that does not declare If-Match', async () => {
    const api = setup(tagged('"t1"', { id: 'v1' }), json({ id: 'v1' }))
    await api.client.GET('/vacancy/{id}', { params: { path: { id: 'v1' } } })
    await api.client.POST('/vacancy/{id}/archive', { params: { path: { id: 'v1' } } })
    expect(api.last().headers.get('if-match')).toBeNull()
  })

  it("lets the caller's own If-Match win", async () => {
    const api = setup(tagged('"v1"'), json(company))
    await api.read()
    await api.client.PUT('/company/{id}', {
      params: { path: { id: 'c1' }, header: { 'If-Match': '*' } },
      body: changes,
    })
    expect(api.last().headers.get('if-match')).toBe('*')
  })

  it("rejects a lost race (412) with the server's message, and forgets the stale tag", async () => {
    const api = setup(tagged('"v1"'), json(STALE, { status: 412 }), json(company))
    await api.read()
    const error = await api.update().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 412, message: STALE.message[0] })
    await api.update()
    expect(api.sentTags()).toEqual(['GET null', 'PUT "v1"', 'PUT null'])
  })

  it('forgets the tag of a read that answered none', async () => {
    const api = setup(tagged('"v1"'), json(company), json(company))
    await api.read()
    await api.read()
    await api.update()
    expect(api.last().headers.get('if-match')).toBeNull()
  })
})

describe('Idempotency-Key on creating POSTs, kept across retries', () => {
  const created = () => json({ id: 'v1' }, { status: 201 })

  it('retries a creation after no answer and a 5xx with the same key, and resolves with the answer', async () => {
    const api = setup(new TypeError('fetch failed'), json({ message: ['Down.'] }, { status: 503 }), created())
    const { data } = await api.create()
    expect(data).toEqual({ id: 'v1' })
    const keys = api.keys()
    expect(keys).toHaveLength(3)
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(keys).size).toBe(1)
  })

  it('makes version-4 UUIDs where crypto.randomUUID is missing (plain http on another host)', () => {
    const randomUUID = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const keys = [newIdempotencyKey(), newIdempotencyKey()]
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(keys[0]).not.toBe(keys[1])
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true })
    }
  })

  it('sends a new key for each creation', async () => {
    const api = setup(created())
    await api.create()
    await api.create()
    const [first, second] = api.keys()
    expect(first).toBeTruthy()
    expect(second).toBeTruthy()
    expect(first).not.toBe(second)
  })

  it('never retries a 422 (or any other 4xx answer about the request)', async () => {
    const reused = {
      message: ['This Idempotency-Key was already used for another request. Use a new key for a new request.'],
    }
    const api = setup(json(reused, { status: 422 }), created())
    await expect(api.create()).rejects.toMatchObject({ status: 422, message: reused.message[0] })
    expect(api.requests).toHaveLength(1)
  })

  it('retries a 409 while the first request still runs (Retry-After), not one whose answer was lost', async () => {
    const running = json({ message: ['Still being processed.'] }, { status: 409, headers: { 'retry-after': '0' } })
    const retried = setup(running, created())
    await expect(retried.create()).resolves.toMatchObject({ data: { id: 'v1' } })
    expect(retried.requests).toHaveLength(2)

    const lost = setup(json({ message: ['Carried out, answer lost.'] }, { status: 409 }), created())
    await expect(lost.create()).rejects.toMatchObject({ status: 409 })
    expect(lost.requests).toHaveLength(1)
  })

  it('gives up after two retries with the last failure', async () => {
    const api = setup(json({ message: ['Down.'] }, { status: 503 }))
    await expect(api.create()).rejects.toMatchObject({ status: 503 })
    expect(api.requests).toHaveLength(3)
  })

  it("keeps the caller's own key", async () => {
    const api = setup(json({}, { status: 503 }), created())
    await api.client.POST('/vacancy', { body: vacancy as never, headers: { 'Idempotency-Key': 'my-key-0001' } })
    expect(api.keys()).toEqual(['my-key-0001', 'my-key-0001'])
  })

  it('neither keys nor retries a POST whose contract declares no Idempotency-Key', async () => {
    const api = setup(json({}, { status: 503 }), json({ id: 'v1' }))
    await expect(api.client.POST('/vacancy/{id}/archive', { params: { path: { id: 'v1' } } })).rejects.toMatchObject({
      status: 503,
    })
    expect(api.keys()).toEqual([null])
  })

  it('stops retrying when the call is aborted during the backoff', async () => {
    const fake = fakeFetch(new TypeError('fetch failed'), json({ id: 'v1' }, { status: 201 }))
    const client = createApiClient({ baseUrl: BASE, fetch: fake.fetch, getScope: () => ({ role: 'recruiter' }) })
    const controller = new AbortController()
    const creating = client.POST('/vacancy', { body: vacancy as never, signal: controller.signal })
    setTimeout(() => controller.abort(), 10)
    await expect(creating).rejects.toMatchObject({ name: 'AbortError' })
    expect(fake.requests).toHaveLength(1)
  })
})
