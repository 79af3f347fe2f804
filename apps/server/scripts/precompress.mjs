// Precompresses the built portal for the server (ADR 0004): beside each text file of the build it writes the Brotli
// (.br, quality 11) and gzip (.gz, level 9) forms, which @fastify/static sends to browsers that accept them. Done
// once at build time, so no request pays for compressing and every response gets the best ratio.
// Usage: node scripts/precompress.mjs [portal dist directory]   (run by scripts/build.mjs)
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

// Formats that compress. Images, fonts and archives are compressed already; source maps are never served.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.wasm'])

async function* files(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name))) yield path
  }
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `directory` that they make smaller. */
export async function precompress(directory) {
  const work = []
  for await (const path of files(directory)) {
    work.push(
      (async () => {
        const bytes = await readFile(path)
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ])
        // A form no smaller than the file (a tiny file) is not kept: the file itself is sent.
        const smaller = (compressed) => compressed.length < bytes.length
        await Promise.all(
          [
            ['.br', br],
            ['.gz', gz],
          ].map(([suffix, compressed]) =>
            smaller(compressed) ? writeFile(path + suffix, compressed) : rm(path + suffix, { force: true }),
          ),
        )
        return { bytes: bytes.length, br: smaller(br) ? br.length : bytes.length }
      })(),
    )
  }
  const done = await Promise.all(work)
  return {
    files: done.length,
    bytes: done.reduce((sum, file) => sum + file.bytes, 0),
    brotliBytes: done.reduce((sum, file) => sum + file.br, 0),
  }
}

if (import.meta.filename === process.argv[1]) {
  const directory = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../portal/dist'))
  if (!(await stat(directory).catch(() => null))?.isDirectory()) {
    console.error(`No portal build at ${directory}: nothing to precompress.`)
    process.exit(1)
  }
  const { files: count, bytes, brotliBytes } = await precompress(directory)
  console.log(`precompressed ${count} files: ${bytes} bytes, ${brotliBytes} with Brotli`)
}
