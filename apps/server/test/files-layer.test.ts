import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { acceptFile } from '../src/files/accept-file.ts'
import { contentDisposition, sanitizeFileName } from '../src/files/file-name.ts'
import { DOCUMENT, DOCX, IMAGE } from '../src/files/file-kinds.ts'
import { FileRefusal, refusalToHttpError } from '../src/files/file-refusal.ts'
import { IMAGE_MAX_EDGE } from '../src/files/images.ts'
import {
  docx,
  jpegWithExif,
  noisyPng,
  palettePng,
  pdf,
  png,
  pngClaiming,
  svg,
  truncated,
  webp,
} from './helpers/file-fixtures.ts'

/** The refusal acceptFile throws, as `{ reason, message }`. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.fail('the file was accepted'),
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(FileRefusal)
  const { reason, message } = error as FileRefusal
  return { reason, message }
}

describe('images (avatars, logos): 2 MB of PNG, JPEG or WebP, re-encoded', () => {
  it('takes the type from the bytes: a PNG named .jpg is stored as a PNG named .png', async () => {
    const accepted = await acceptFile(IMAGE, { bytes: await png(), name: 'holiday.jpg' })
    expect(accepted).toMatchObject({ type: 'image/png', name: 'holiday.png' })
    expect((await sharp(accepted.bytes).metadata()).format).toBe('png')
  })

  it('re-encodes: other bytes, no EXIF, same picture size, orientation kept', async () => {
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const accepted = await acceptFile(IMAGE, { bytes: original, name: 'me.jpeg' })
    expect(accepted.type).toBe('image/jpeg')
    expect(accepted.bytes.equals(original)).toBe(false)
    expect(accepted.bytes.includes(Buffer.from('Ada Uploader'))).toBe(false)
    const stored = await sharp(accepted.bytes).metadata()
    expect(stored).toMatchObject({ format: 'jpeg', width: 80, height: 60 })
    expect(stored.exif).toBeUndefined()
    expect(accepted.size).toBe(accepted.bytes.length)
    expect(accepted.sha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('keeps WebP as WebP and shrinks what is larger than the stored bound', async () => {
    expect((await acceptFile(IMAGE, { bytes: await webp(), name: 'x.webp' })).type).toBe('image/webp')
    const big = await acceptFile(IMAGE, { bytes: await png(3000, 1500), name: 'wide.png' })
    expect(await sharp(big.bytes).metadata()).toMatchObject({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE / 2 })
  })

  it('keeps an indexed PNG indexed, so re-encoding does not multiply its size', async () => {
    const original = await palettePng()
    const accepted = await acceptFile(IMAGE, { bytes: original, name: 'palette.png' })
    expect((await sharp(accepted.bytes).metadata()).isPalette).toBe(true)
    expect(accepted.size).toBeLessThan(original.length * 1.2)
  })

  it('refuses a PDF renamed avatar.png, saying what it is', async () => {
    expect(await refusal(acceptFile(IMAGE, { bytes: pdf(), name: 'avatar.png' }))).toEqual({
      reason: 'wrong_type',
      message: 'This file is not a PNG, JPEG or WebP image; its content is PDF.',
    })
  })

  it('refuses SVG (it can carry scripts) and text', async () => {
    expect((await refusal(acceptFile(IMAGE, { bytes: svg(), name: 'logo.svg' }))).message).toBe(
      'This file is not a PNG, JPEG or WebP image; its content is SVG.',
    )
    expect((await refusal(acceptFile(IMAGE, { bytes: Buffer.from('hello'), name: 'a.png' }))).reason).toBe('wrong_type')
  })

  it('refuses an image over 2 MB, an empty file, and truncated PNG and JPEG', async () => {
    const large = await noisyPng(3)
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024)
    expect(await refusal(acceptFile(IMAGE, { bytes: large }))).toEqual({
      reason: 'too_large',
      message: 'The file is too large: at most 2 MB.',
    })
    expect(await refusal(acceptFile(IMAGE, { bytes: Buffer.alloc(0) }))).toEqual({
      reason: 'empty',
      message: 'The file is empty.',
    })
    for (const damaged of [truncated(await noisyPng(0.2)), truncated(await jpegWithExif())]) {
      expect(await refusal(acceptFile(IMAGE, { bytes: damaged }))).toEqual({
        reason: 'unreadable',
        message: 'The image could not be read: it may be damaged or incomplete.',
      })
    }
  })

  it('refuses a small file that claims a huge canvas (decompression bomb)', async () => {
    expect(await refusal(acceptFile(IMAGE, { bytes: await pngClaiming(20_000, 20_000) }))).toEqual({
      reason: 'unreadable',
      message: 'The image is too large: at most 40 megapixels.',
    })
  })
})

describe('documents (resumes, vacancy files): 10 MB of PDF, DOCX or UTF-8 text, stored as sent', () => {
  it('accepts PDF, DOCX and text by content, whatever the name says', async () => {
    const cases = [
      { bytes: pdf(), name: 'cv.docx', type: 'application/pdf', stored: 'cv.pdf' },
      { bytes: docx(), name: 'cv.pdf', type: DOCX, stored: 'cv.docx' },
      { bytes: Buffer.from('Ada Lovelace\nEngineer, café\n'), name: 'cv', type: 'text/plain', stored: 'cv.txt' },
    ]
    for (const { bytes, name, type, stored } of cases) {
      const accepted = await acceptFile(DOCUMENT, { bytes, name })
      expect(accepted, name).toMatchObject({ type, name: stored })
      expect(accepted.bytes.equals(bytes)).toBe(true)
    }
  })

  it('refuses images, binaries, other encodings and ZIPs that are not DOCX', async () => {
    expect((await refusal(acceptFile(DOCUMENT, { bytes: await png() }))).message).toBe(
      'This file is not a PDF, DOCX or plain text (UTF-8) file; its content is PNG.',
    )
    expect((await refusal(acceptFile(DOCUMENT, { bytes: Buffer.from([0, 1, 2, 3, 0xfe, 0xff]) }))).message).toBe(
      'This file is not a PDF, DOCX or plain text (UTF-8) file.',
    )
    // "café" in Latin-1: not UTF-8.
    expect((await refusal(acceptFile(DOCUMENT, { bytes: Buffer.from('caf\xe9', 'latin1') }))).reason).toBe('wrong_type')
  })

  it('refuses truncated PDF and DOCX, over 10 MB, and empty', async () => {
    expect(await refusal(acceptFile(DOCUMENT, { bytes: truncated(pdf(), 0.8) }))).toEqual({
      reason: 'unreadable',
      message: 'The PDF file could not be read: it may be damaged or incomplete.',
    })
    expect((await refusal(acceptFile(DOCUMENT, { bytes: truncated(docx(), 0.9) }))).reason).toBe('unreadable')
    const eleven = Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024, 0x20)])
    expect((await refusal(acceptFile(DOCUMENT, { bytes: eleven }))).message).toBe(
      'The file is too large: at most 10 MB.',
    )
    expect((await refusal(acceptFile(DOCUMENT, { bytes: new Uint8Array(0) }))).reason).toBe('empty')
  })
})

describe('file names', () => {
  it.each([
    ['../../etc/passwd\u0000.png', 'png', 'passwd.png'],
    ['C:\\Users\\ada\\My CV.docx', 'docx', 'My CV.docx'],
    ['invoice\u202Egpj.exe', 'pdf', 'invoicegpj.pdf'],
    ['  ..hidden. ', 'txt', 'hidden.txt'],
    ['a<b>c:"d"|e?*.png', 'png', 'a_b_c__d__e__.png'],
    ['line\r\nbreak.pdf', 'pdf', 'linebreak.pdf'],
    ['', 'png', 'image.png'],
    ['.png', 'png', 'image.png'],
    ['Résumé José.pdf', 'pdf', 'Résumé José.pdf'],
  ])('%j -> %s', (raw, extension, expected) => {
    expect(sanitizeFileName(raw, extension, 'image')).toBe(expected)
  })

  it('bounds the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(500)}.pdf`, 'pdf', 'document')
    expect(name).toBe(`${'x'.repeat(100)}.pdf`)
  })

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', 'Résumé José.pdf')).toBe(
      `inline; filename="Resume Jose.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Jos%C3%A9.pdf`,
    )
    expect(contentDisposition('attachment', 'cv (final).pdf')).toBe(
      `attachment; filename="cv (final).pdf"; filename*=UTF-8''cv%20%28final%29.pdf`,
    )
  })
})

describe('refusals in the contract error bodies', () => {
  it('413 with the field for too large, 400 detail at the field otherwise', () => {
    const tooLarge = refusalToHttpError(new FileRefusal('too_large', 'The file is too large: at most 2 MB.'), 'file')
    expect([tooLarge.statusCode, tooLarge.body]).toEqual([413, { file: ['The file is too large: at most 2 MB.'] }])
    const wrong = refusalToHttpError(new FileRefusal('wrong_type', 'Not an image.'), 'profile_picture')
    expect([wrong.statusCode, wrong.body]).toEqual([
      400,
      { detail: [{ loc: ['body', 'profile_picture'], msg: 'Not an image.', type: 'file_wrong_type' }] },
    ])
    const extra = refusalToHttpError(new FileRefusal('unexpected_field', 'This field is not allowed.', 'x'), 'file')
    expect(extra.body).toEqual({
      detail: [{ loc: ['body', 'x'], msg: 'This field is not allowed.', type: 'file_unexpected_field' }],
    })
  })
})
