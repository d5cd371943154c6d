import { stopSite } from './site';

export default async function globalTeardown(): Promise<void> {
  await stopSite();
}
