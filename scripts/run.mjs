// `node scripts/run.mjs <pnpm arguments>`: pnpm for a machine that has only Node. Finds pnpm (or
// installs it into .tools/, as `npm start` does), installs the dependencies when they are missing
// or stale, then runs `pnpm <arguments>`. The package scripts that `npm run` may start on such a
// machine (db:seed, console:create-operator, bench …) go through it.
import { ensureInstalled, ensurePnpm, run } from './toolchain.mjs';

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
process.exit(
  run(pnpm, process.argv.slice(2), {
    env: { ...process.env, CHECKPOINT_DISABLE: '1', npm_config_update_notifier: 'false' },
  }),
);
