import { inflateRawSync } from 'node:zlib'

/** A DOCX holds a few dozen parts, a few hundred with many pictures: more is a file made to exhaust the reader. */
export const ZIP_MAX_ENTRIES = 1_000
/** What all parts of a DOCX may unpack to: a resume or a vacancy with pictures stays far below. */
export const ZIP_MAX_INFLATED_BYTES = 50 * 1024 * 1024

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_ENTRY = 0x02014b50
const LOCAL_ENTRY = 0x04034b50
const STORED = 0
const DEFLATED = 8

/** Why a ZIP is refused: too many parts, too many bytes once unpacked, or a structure that does not hold. */
export type ZipProblem = 'entries' | 'inflated' | 'damaged'

export class ZipRefusal extends Error {
  override name = 'ZipRefusal'
  constructor(readonly problem: ZipProblem) {
    super(`ZIP refused: ${problem}`)
  }
}

function endOfCentralDirectory(bytes: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65,535 bytes.
  const from = Math.max(0, bytes.length - 22 - 65_535)
  for (let at = bytes.length - 22; at >= from; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at
  }
  throw new ZipRefusal('damaged')
}

/**
 * Checks that a ZIP (a DOCX) unpacks within bounds before a reader that trusts it (mammoth unpacks every part into
 * memory) sees it: at most ZIP_MAX_ENTRIES entries and ZIP_MAX_INFLATED_BYTES in all. The sizes a ZIP declares can
 * lie, so every entry is inflated for real with an output cap: a bomb costs at most the cap, never its claimed
 * size. Entries are walked through the central directory, the way readers find them, so entries sharing their
 * data (an overlapping bomb) each count. Throws a ZipRefusal.
 */
export function checkZipBounds(
  bytes: Buffer,
  { maxEntries = ZIP_MAX_ENTRIES, maxInflatedBytes = ZIP_MAX_INFLATED_BYTES } = {},
): void {
  try {
    const end = endOfCentralDirectory(bytes)
    const declaredEntries = bytes.readUInt16LE(end + 10)
    if (declaredEntries > maxEntries) throw new ZipRefusal('entries')
    const directoryEnd = bytes.readUInt32LE(end + 16) + bytes.readUInt32LE(end + 12)
    let at = bytes.readUInt32LE(end + 16)
    let entries = 0
    let inflated = 0
    while (at < directoryEnd) {
      if (bytes.readUInt32LE(at) !== CENTRAL_ENTRY) throw new ZipRefusal('damaged')
      if (++entries > maxEntries) throw new ZipRefusal('entries')
      const method = bytes.readUInt16LE(at + 10)
      const compressedSize = bytes.readUInt32LE(at + 20)
      const declaredSize = bytes.readUInt32LE(at + 24)
      const local = bytes.readUInt32LE(at + 42)
      at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32)

      const room = maxInflatedBytes - inflated
      if (declaredSize > room) throw new ZipRefusal('inflated')
      if (bytes.readUInt32LE(local) !== LOCAL_ENTRY) throw new ZipRefusal('damaged')
      const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
      if (dataStart + compressedSize > bytes.length) throw new ZipRefusal('damaged')
      const data = bytes.subarray(dataStart, dataStart + compressedSize)
      if (method === STORED) {
        inflated += data.length
      } else if (method === DEFLATED) {
        try {
          inflated += inflateRawSync(data, { maxOutputLength: room + 1 }).length
        } catch (error) {
          throw new ZipRefusal((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'inflated' : 'damaged')
        }
      } else {
        throw new ZipRefusal('damaged')
      }
      if (inflated > maxInflatedBytes) throw new ZipRefusal('inflated')
    }
    if (entries === 0) throw new ZipRefusal('damaged')
  } catch (error) {
    // A field pointing outside the file: reading past the end is a damaged ZIP, not a crash.
    if (error instanceof RangeError) throw new ZipRefusal('damaged')
    throw error
  }
}
