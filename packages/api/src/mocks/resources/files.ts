import { HttpResponse } from 'msw'
import { db } from '../db.ts'
import { authorize, notFound, type Definitions } from '../support.ts'

/** A 1x1 transparent PNG: the mocks keep no image bytes, only the uploads' names and types. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
)

export const fileHandlers = {
  downloadImage: (http, scope) =>
    http.get('/image/{fileId}', ({ request, params, response }) => {
      const caller = authorize(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
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
