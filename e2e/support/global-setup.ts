import { startSite, stopSite } from './site';

export default async function globalSetup(): Promise<void> {
  try {
    await startSite();
  } catch (error) {
    await stopSite();
    throw error;
  }
}
