import { meProcedure } from './auth/me.ts';
import { signInProcedure } from './auth/sign-in.ts';
import { signOutProcedure } from './auth/sign-out.ts';
import { list as listHosts } from './hosts/list-hosts.ts';
import { router } from './trpc.ts';

export const consoleRouter = router({
  auth: router({ signIn: signInProcedure, signOut: signOutProcedure, me: meProcedure }),
  hosts: router({ list: listHosts }),
});

export type ConsoleRouter = typeof consoleRouter;
