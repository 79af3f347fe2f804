import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/**
 * Files made on the spot for the upload tests: real images (sharp), a minimal PDF, a minimal DOCX (a ZIP with the
 * parts Word needs to recognise it), text, and damaged variants of each.
 */

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6fde' } })
    .png()
    .toBuffer()

/** A JPEG carrying EXIF (author, copyright, a GPS position) that must not survive the upload. */
export const jpegWithExif = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#d2691e' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Ada Uploader', Copyright: 'private' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer()

export const webp = () =>
  sharp({ create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .webp()
    .toBuffer()

/** Random pixels do not compress: a real PNG of about `megabytes` MB. */
export async function noisyPng(megabytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3))
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

/** A tiny PNG whose header claims `width` x `height`: a decompression bomb's shape, without the bytes. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1))
  // The IHDR chunk: length (4) at 8, type at 12, width at 16, height at 20, CRC over type + data at 29.
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29)
  return bytes
}

export const pdf = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  )

export interface ZipEntry {
  name: string
  /** Deflated bytes, or the bytes themselves when stored. */
  data: Buffer
  deflated: boolean
  /** The uncompressed size the ZIP declares: a bomb may lie. */
  size: number
  crc: number
}

/** A stored (uncompressed) entry of a text. */
export function storedEntry(name: string, text: string): ZipEntry {
  const data = Buffer.from(text)
  return { name, data, deflated: false, size: data.length, crc: crc32(data) }
}

/** A ZIP built from entries as given, sizes and all: what a hostile client can send as much as a real one. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const method = entry.deflated ? 8 : 0
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(entry.crc, 14)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(entry.crc, 16)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(entry.size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    centrals.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8)
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** The parts of a minimal DOCX, stored: what Word needs to recognise it. */
export const docxEntries = (): ZipEntry[] =>
  Object.entries({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Ada Lovelace, engineer</w:t></w:r></w:p></w:body></w:document>',
  }).map(([name, text]) => storedEntry(name, text))

export const docx = () => zipOf(docxEntries())

export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')

/** The first `fraction` of a file: what an interrupted transfer leaves. */
export const truncated = (bytes: Uint8Array, fraction = 0.6) =>
  Buffer.from(bytes.subarray(0, Math.floor(bytes.length * fraction)))

/** An indexed (palette) PNG of 256 random colours: as truecolour it would be much larger. */
export async function palettePng(side = 700): Promise<Buffer> {
  const colours = randomBytes(256 * 3)
  const indices = randomBytes(side * side)
  const pixels = Buffer.alloc(side * side * 3)
  for (let i = 0; i < indices.length; i++) colours.copy(pixels, i * 3, indices[i]! * 3, indices[i]! * 3 + 3)
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ palette: true, colours: 256, dither: 0, effort: 1 })
    .toBuffer()
}
