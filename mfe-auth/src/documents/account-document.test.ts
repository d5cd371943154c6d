import type { DocumentRequest } from '@marketplace/shared/page-document';
import { renderDocument } from './account-document';

const request = (path: string): DocumentRequest => ({
  path,
  params: {},
  query: new URLSearchParams(),
  siteUrl: 'https://furniture.example',
  api: { getJson: async () => undefined },
});

describe("the account pages' document", () => {
  it('titles each page and keeps every one out of the index', async () => {
    const titles = [];
    for (const path of ['/login', '/signup', '/reset-password']) {
      const document = await renderDocument(request(path));
      expect(document.noindex).toBe(true);
      titles.push(document.title);
    }
    expect(titles).toEqual([
      'Log in | Furniture Market',
      'Sign up | Furniture Market',
      'Reset your password | Furniture Market',
    ]);
  });
});
