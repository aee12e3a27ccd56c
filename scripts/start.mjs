// `npm start`: install, build what is missing (the portal, the console, the compiled server), then
// run the edge, which starts the embedded PostgreSQL (or uses DATABASE_URL), migrates, seeds the
// demo once and serves everything.
import { spawn } from 'node:child_process';
import { compiledEdge, ensureBuilt, ensureInstalled, ensurePnpm, log, root } from './toolchain.mjs';

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
ensureBuilt(pnpm);

log('Starting the edge');
// Compiled JavaScript, no TypeScript loader (decision 050); `pnpm dev` keeps fast reloads.
const child = spawn(process.execPath, compiledEdge, {
  cwd: root,
  stdio: 'inherit',
  env: { CHECKPOINT_DISABLE: '1', ...process.env },
});
// Ctrl-C reaches the edge directly (same process group); a SIGTERM sent to this wrapper only
// is passed on, so the edge can stop PostgreSQL cleanly either way.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signal === 'SIGTERM') child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
