/**
 * One account cannot break the marketplace, over real HTTP against one built server process with the documented
 * limits (the suite is test/one-account-suite.ts; `one-account-cluster.stress.test.ts` runs it through nginx).
 */
import { describeOneAccount } from '../test/one-account-suite';
import { freeReliabilityPort } from '../test/reliability-port';
import { serverData, startServer } from '../test/server-process';

describeOneAccount(`one account against the limits, over HTTP (${process.env.TEST_DB})`, async (limits) => {
  const data = await serverData('oneaccount');
  const server = await startServer(await freeReliabilityPort(), { ...data.env, ...limits });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
      await data.cleanUp();
    },
  };
});
