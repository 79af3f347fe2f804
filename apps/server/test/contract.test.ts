import { readFileSync } from 'node:fs'
import { Validator } from '@seriousme/openapi-schema-validator'
import Fastify, { type RouteOptions } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import { describe, expect, inject, it } from 'vitest'
import { API_BASE, deriveScopedDocument, loadContract } from '../src/api/contract.ts'
import { parseContractRoutes } from '../src/api/routes.ts'
import { contractPath, loadConfig } from '../src/config.ts'
import { buildServer } from '../src/server.ts'
import { freePort } from './global-setup.ts'

describe('route-per-scope derivation', () => {
  const derived = deriveScopedDocument(loadContract(contractPath))
  const route = (method: string, path: string) => derived.routes.find((r) => r.method === method && r.path === path)

  it('offers each operation under each of its servers', () => {
    expect(route('GET', '/api/v1/admin/company/{id}')).toMatchObject({
      operationId: 'getCompany',
      scope: 'admin',
      anonymous: false,
    })
    expect(route('GET', '/api/v1/company/{companyId}/company/{id}')).toMatchObject({
      scope: 'company',
      userTypes: ['recruiter', 'employer'],
    })
    expect(route('POST', '/api/v1/register/activate_talent/{id}')).toMatchObject({ scope: 'none', anonymous: true })
    expect(route('POST', '/api/v1/admin/register/activate_talent/{id}')).toMatchObject({
      scope: 'admin',
      anonymous: false,
    })
    expect(route('GET', '/api/v1/me')).toMatchObject({
      scope: 'none',
      anonymous: false,
      userTypes: ['recruiter', 'talent', 'employer'],
    })
  })

  it('declares the scope path parameter on derived operations', () => {
    const operation = derived.document.paths['/company/{companyId}/company/{id}'].get
    expect(operation.parameters[0]).toMatchObject({ name: 'companyId', in: 'path', required: true })
    expect(operation.servers).toBeUndefined()
  })

  it('refuses a server outside the known scopes', () => {
    const contract = {
      openapi: '3.1.0',
      paths: { '/x': { get: { operationId: 'x', servers: [{ url: '/api/v1/elsewhere' }], responses: {} } } },
    }
    expect(() => deriveScopedDocument(contract)).toThrow(/not a known scope/)
  })
})

describe('routes of the contract', () => {
  // A start no longer validates the contract against the OpenAPI meta-schema (ADR 0003): this test does.
  it('is a valid OpenAPI document', async () => {
    expect(await new Validator().validate(structuredClone(loadContract(contractPath)))).toEqual({ valid: true })
  })

  const { document } = deriveScopedDocument(loadContract(contractPath))

  it("are the routes fastify-openapi-glue's plugin registers", async () => {
    const app = Fastify()
    // Only the registrations matter here, not compiling their schemas.
    app.setValidatorCompiler(() => () => true)
    app.setSerializerCompiler(() => (data) => JSON.stringify(data))
    const registered: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>[] = []
    app.addHook('onRoute', ({ method, url, schema, config }) => {
      // Fastify adds a HEAD route beside each GET by itself, and marks the schemas it has seen in place: a copy.
      if (method !== 'HEAD') registered.push(structuredClone({ method, url, schema, config }))
    })
    await app.register(openapiGlue, {
      specification: document,
      prefix: API_BASE,
      operationResolver: () => async () => {},
    })
    await app.ready()
    const { routes } = await parseContractRoutes(document)
    expect(routes.map((route) => ({ ...route, url: API_BASE + route.url }))).toEqual(registered)
    await app.close()
  })

  it('survive the JSON route table the build writes', async () => {
    const parsed = await parseContractRoutes(document)
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed)
  })
})

describe('schemas of the contract', () => {
  it('all compile: a server compiling every validator and serializer at start starts', async () => {
    // Started servers compile them on first use (faster starts); this one compiles all of them up front, so a schema
    // the compilers reject fails here instead of on some first request.
    const port = await freePort()
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: 'memory://',
      PORTAL_DIST: '/nonexistent/portal-dist',
      LOG_LEVEL: 'silent',
    })
    const server = await buildServer(config, {
      logger: false,
      eagerSchemas: true,
      loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]),
    })
    await server.close()
  })
})
