/** `npm run seed -w api`: demo accounts (Auth Emulator + database) and demo products. Safe to run again. */
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../db/demo-seed';

async function main(): Promise<void> {
  const app = await buildApp({ ...loadConfig(), seedOnEmpty: false });
  try {
    await app.ready();
    const summary = await seedDemoData(app);
    console.log(JSON.stringify(summary));
    console.log(
      `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => `${u.email} (${u.role})`).join(', ')}`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
