import type { DocumentRequest } from '@marketplace/shared/page-document';
import type { UserProfile } from '@marketplace/shared/types';
import { renderDocument as blogDocument } from './blog-document';
import { renderDocument as homeDocument } from './home-document';
import { renderDocument as searchDocument } from './search-document';
import { renderDocument } from './seller-document';

const PROFILE: UserProfile = {
  _id: 's-1',
  name: 'Rahim <Furniture>',
  img: '',
  verified: true,
  memberSince: '2025-01-01T00:00:00.000Z',
  average: 4.7,
  count: 12,
};

function request(path: string, answer?: unknown, query = ''): DocumentRequest {
  return {
    path,
    params: { sellerId: 's-1' },
    query: new URLSearchParams(query),
    siteUrl: 'https://furniture.example',
    api: { getJson: async <T>() => answer as T | undefined },
  };
}

describe("the seller profile's document", () => {
  it("carries the seller's name as title and profile, and the rating in the description", async () => {
    const document = await renderDocument(request('/sellers/s-1', PROFILE));
    expect(document.title).toBe('Rahim <Furniture> | Furniture Market');
    expect(Object.fromEntries(document.openGraph ?? [])).toMatchObject({
      'og:type': 'profile',
      'og:title': 'Rahim <Furniture>',
    });
    expect(document.description).toContain('4.7 (12 reviews)');
    expect(document.canonicalPath).toBe('/sellers/s-1');
    expect(document.firstScreen?.markup).toContain('<h1>Rahim &lt;Furniture&gt;</h1>');
  });

  it('is the not-found page for an unknown seller', async () => {
    expect((await renderDocument(request('/sellers/nobody'))).status).toBe(404);
  });
});

describe('the documents of home, the blog and search', () => {
  it('give home and the blog titles and descriptions of their own, indexable', async () => {
    const home = await homeDocument(request('/'));
    const blog = await blogDocument(request('/blog'));
    expect(home.title).not.toBe(blog.title);
    expect(home.description).not.toBe(blog.description);
    expect([home.canonicalPath, blog.canonicalPath]).toEqual(['/', '/blog']);
    expect(home.noindex || blog.noindex).toBeFalsy();
  });

  it('keep search results out of the index', async () => {
    const search = await searchDocument(request('/search', undefined, 'q=oak+table'));
    expect(search.noindex).toBe(true);
    expect(search.title).toBe('oak table: search | Furniture Market');
  });
});
