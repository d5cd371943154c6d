/** `npm run make-admin -w api -- someone@example.com`: gives an account the admin role (creating the row if needed). */
import { loadConfig } from '../config/env';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { UsersRepository } from '../plugins/app/repositories/users-repository';

async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error('Usage: npm run make-admin -w api -- someone@example.com');
    process.exit(2);
  }
  const db = await openDatabase(loadConfig().database);
  try {
    await runMigrations(db);
    const user = await new UsersRepository(db).makeAdmin(email, email.split('@')[0]!);
    console.log(
      `${user.email} is now an admin (id ${user._id}). Their next access token carries the role; existing ones are re-checked per request.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
