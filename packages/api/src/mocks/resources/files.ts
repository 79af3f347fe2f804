import { HttpResponse } from 'msw'
import { db } from '../db.ts'
import { notFound, type Definitions } from '../support.ts'

/** A 1x1 transparent PNG: the mocks keep no image bytes, only the uploads' names and types. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
)

export const fileHandlers = {
  downloadImage: (http) =>
    http.get('/image/{fileId}', ({ params, response }) => {
      const file = db.files.find((f) => f.id === params.fileId && f.content_type.startsWith('image/'))
      if (!file) return response.untyped(notFound('Image'))
      return response.untyped(
        new HttpResponse(PIXEL, {
          headers: {
            'content-type': 'image/png',
            'content-disposition': `inline; filename="${file.name}"`,
            'x-content-type-options': 'nosniff',
          },
        }),
      )
    }),
} satisfies Definitions
