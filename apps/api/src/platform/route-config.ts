/** What a route declares about itself, read by the platform's hooks. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route is answered without a bearer token. The declaration, never the URL, says so. */
    isPublic?: boolean;
  }
}

export {};
