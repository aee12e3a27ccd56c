// The baseline of the edge benchmark: a bare Fastify hello-world, run as its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => 'hello world');
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('listening\n');
