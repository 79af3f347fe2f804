// A benchmark that writes (a sign-in stores a grant, a pipeline move an application) works on a copy of the database
// it was given, so the next benchmark of the same `pnpm bench` run still measures the data as generated.
import pg from 'pg'

export interface DatabaseCopy {
  url: string
  drop(): Promise<void>
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * `CREATE DATABASE <name> TEMPLATE <the database of url>` on the same server. PostgreSQL copies a template only while
 * nobody else is connected to it: under `pnpm bench` the benchmarks run one after another.
 */
export async function copyDatabase(url: string, name: string): Promise<DatabaseCopy> {
  const source = new URL(url)
  const template = decodeURIComponent(source.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`drop database if exists ${identifier(name)}`)
  await run(`create database ${identifier(name)} template ${identifier(template)}`)
  const copy = new URL(url)
  copy.pathname = `/${encodeURIComponent(name)}`
  return {
    url: copy.toString(),
    drop: () => run(`drop database if exists ${identifier(name)} with (force)`),
  }
}
