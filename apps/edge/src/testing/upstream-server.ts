// A stand-in for an external platform API, run as its own process by the proxy tests:
// it reports what reached it (headers, streamed body size) and streams a large binary back.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify();
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

app.all('/*', async (request, reply) => {
  if (request.url.endsWith('/pdf')) {
    return reply.type('application/pdf').send(Buffer.alloc(2_000_000, 7));
  }
  let bytes = 0;
  if (request.body && typeof (request.body as NodeJS.ReadableStream).on === 'function') {
    for await (const chunk of request.body as AsyncIterable<Buffer>) bytes += chunk.length;
  }
  return {
    method: request.method,
    url: request.url,
    contextId: request.headers['context-id'] ?? null,
    contextType: request.headers['context-type'] ?? null,
    forwardedHost: request.headers['x-forwarded-host'] ?? null,
    authorization: request.headers.authorization ?? null,
    bytes,
  };
});

await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('listening\n');
