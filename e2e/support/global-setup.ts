import { startSite, stopSite, suiteSiteIsOff } from './site';

export default async function globalSetup(): Promise<void> {
  if (suiteSiteIsOff()) return;
  try {
    await startSite();
  } catch (error) {
    await stopSite();
    throw error;
  }
}
