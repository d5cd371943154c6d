/** Steps that many journeys share: signing in as a demo account and waiting for the session. */
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'password123';
export const DEMO = {
  admin: 'admin@furniture.test',
  seller: 'seller1@furniture.test',
  otherSeller: 'seller2@furniture.test',
  buyer: 'buyer1@furniture.test',
  otherBuyer: 'buyer2@furniture.test',
};

export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  from = '/login',
): Promise<void> {
  if (!page.url().endsWith(from)) await page.goto(from);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Log Out' }).waitFor();
  await page.waitForFunction(() => !!localStorage.getItem('accessToken'));
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('link', { name: 'LogIn', exact: true }).waitFor();
}

/** Confirms the delete dialog the dashboards show before removing a product or a user. */
export async function confirmDelete(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete' });
  await dialog.getByText(`If You delete ${name}, It cannot be undone`).waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
}
