import { callOperation, type ApiClient, type CallInit } from '@hireloop/api'

export interface UploadProgressOptions {
  /** Bytes of the request body sent so far, and its total (the multipart body: a little more than the file). */
  onProgress: (sent: number, total: number) => void
  signal?: AbortSignal
}

/**
 * POST /resume/upload with upload progress (ADR 0061). fetch cannot report the progress of a request body in every
 * browser, so the request is sent by an XMLHttpRequest; it is the API client that builds it, so the scope prefix,
 * bearer token, Idempotency-Key, multipart body, retries and error normalisation stay the client's.
 */
export function uploadResumeWithProgress(api: ApiClient, file: File, { onProgress, signal }: UploadProgressOptions) {
  const init: CallInit & { fetch: (request: Request) => Promise<Response> } = {
    signal,
    fetch: (request) => sendWithProgress(request, onProgress),
  }
  return callOperation(api, 'uploadResumeFile', { body: { file } }, init)
}

/**
 * POST /vacancy/upload with upload progress, the same way: the file becomes the company's draft vacancy. A recruiter
 * names the company: POST /company/vacancy/upload.
 */
export function uploadVacancyWithProgress(
  api: ApiClient,
  file: File,
  { onProgress, signal, companyId }: UploadProgressOptions & { companyId?: string },
) {
  const init: CallInit & { fetch: (request: Request) => Promise<Response> } = {
    signal,
    fetch: (request) => sendWithProgress(request, onProgress),
  }
  return companyId
    ? callOperation(api, 'uploadCompanyVacancyFile', { body: { file, companyId } }, init)
    : callOperation(api, 'uploadVacancyFile', { body: { file } }, init)
}

/** A fetch over XMLHttpRequest that reports `upload.onprogress`; aborts with the request's signal. */
export async function sendWithProgress(
  request: Request,
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob()
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(request.method, request.url)
    xhr.responseType = 'blob'
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total)
    }
    xhr.onload = () => resolve(responseOf(xhr))
    // As fetch does: a request that got no answer rejects with a TypeError; the client calls it offline or failed.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'))
    xhr.ontimeout = () => reject(new TypeError('Failed to fetch'))
    const abort = () => {
      xhr.abort()
      reject(request.signal.reason ?? new DOMException('The upload was stopped.', 'AbortError'))
    }
    if (request.signal.aborted) return abort()
    request.signal.addEventListener('abort', abort, { once: true })
    xhr.send(body)
  })
}

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers()
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  // A Response may not carry a body with these statuses.
  const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
  return new Response(empty ? null : (xhr.response as Blob), {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  })
}
