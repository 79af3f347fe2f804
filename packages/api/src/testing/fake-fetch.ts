/** A fetch that records each request and answers from a queue (last answer repeats). Tests only. */
export function fakeFetch(...answers: (Response | Error | (() => Response | Error))[]) {
  const requests: Request[] = []
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request)
    const next = answers.length > 1 ? answers.shift()! : answers[0]
    const answer = typeof next === 'function' ? next() : next
    if (!answer) return new Response(null, { status: 204 })
    if (answer instanceof Error) throw answer
    return answer.clone()
  }
  return { fetch, requests, last: () => requests.at(-1)! }
}

export function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  })
}
