// fastify-openapi-glue ships no types for its parser module (api/routes.ts uses it without the glue's plugin).
declare module 'fastify-openapi-glue/lib/Parser.v3.js' {
  export class ParserV3 {
    parse(
      specification: unknown,
      options: { addEmptySchema?: boolean; addCookieSchema?: boolean },
    ): { routes: unknown[]; contentTypes: Set<string> }
  }
}
