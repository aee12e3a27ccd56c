import { list as listHosts } from './hosts/list-hosts.ts';
import { router } from './trpc.ts';

export const consoleRouter = router({
  hosts: router({ list: listHosts }),
});

export type ConsoleRouter = typeof consoleRouter;
