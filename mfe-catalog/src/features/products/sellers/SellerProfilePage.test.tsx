import { publicApi } from '@marketplace/shared/public-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { publicHttpError, publicOk } from '../../../test/http';
import { makeProduct } from '../../../test/product-fixture';
import { createTestQueryClient } from '../../../test/render';
import { ratingSummary } from './rating-summary';
import SellerProfilePage from './SellerProfilePage';

const profile = {
  _id: 's1',
  name: 'Sam Seller',
  img: 'https://img.test/sam.png',
  verified: true,
  memberSince: '2025-03-14T10:00:00.000Z',
  average: 4.7,
  count: 12,
};

function renderPage(answers: Record<string, unknown>) {
  jest.spyOn(publicApi, 'get').mockImplementation(async (path: string) => {
    const answer = answers[path.split('?')[0]!];
    if (answer instanceof Error) throw answer;
    return publicOk(answer) as never;
  });
  return renderProfile();
}

function renderProfile() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={['/sellers/s1']}>
        <Routes>
          <Route path="/sellers/:sellerId" element={<SellerProfilePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('SellerProfilePage', () => {
  it('shows the seller with the badge, member since, the rating, the reviews and the listings in cards', async () => {
    renderPage({
      '/sellers/s1/profile': profile,
      '/users/s1/reviews': {
        average: 4.7,
        count: 12,
        reviews: [
          {
            rating: 5,
            text: 'Great pick-up',
            authorName: 'Ben Buyer',
            authorId: 'b1',
            role: 'buyer',
            createdAt: '2026-11-20T00:00:00Z',
          },
        ],
      },
      '/sellers/s1/products': [makeProduct({ _id: 'p1', name: 'Oak wardrobe', sellerId: 's1' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Sam Seller/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.getByText('4.7 (12 reviews)')).toBeInTheDocument();
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(reviews).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(reviews).getByText('Great pick-up')).toBeInTheDocument();
    expect(within(reviews).getByRole('link', { name: 'Ben Buyer' })).toHaveAttribute('href', '/sellers/b1');
    const card = await screen.findByRole('article', { name: 'Oak wardrobe' });
    expect(within(card).getByRole('link', { name: 'Sam Seller' })).toHaveAttribute('href', '/sellers/s1');
  });

  it('shows the listings right under the header, and the reviews after them', async () => {
    renderPage({
      '/sellers/s1/profile': profile,
      '/users/s1/reviews': { average: 4.7, count: 12, reviews: [] },
      '/sellers/s1/products': [makeProduct({ _id: 'p1', name: 'Oak wardrobe', sellerId: 's1' })],
    });
    await screen.findByRole('article', { name: 'Oak wardrobe' });
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Sam Seller',
      'Listings',
      'Oak wardrobe',
      'Reviews',
    ]);
  });

  it("requests the first row's pictures at once, the first one first, and the others when scrolled near", async () => {
    renderPage({
      '/sellers/s1/profile': profile,
      '/users/s1/reviews': { average: 0, count: 0, reviews: [] },
      '/sellers/s1/products': Array.from({ length: 6 }, (_, index) =>
        makeProduct({ _id: `p${index}`, name: `Chair ${index}`, sellerId: 's1' }),
      ),
    });
    await screen.findByRole('article', { name: 'Chair 0' });
    const pictures = screen.getAllByRole('img', { name: /^Chair / });
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array(5).fill(null),
    ]);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      'lazy',
      'lazy',
    ]);
  });

  it("loads the seller's older reviews page by page with 'Load more', until there are no more", async () => {
    const review = (text: string) => ({
      rating: 4,
      text,
      authorName: 'Bea Buyer',
      role: 'buyer',
      createdAt: '2026-11-20T00:00:00Z',
    });
    const first = { average: 4, count: 2, reviews: [review('Newest')] };
    const second = { average: 4, count: 2, reviews: [review('Oldest')] };
    jest.spyOn(publicApi, 'get').mockImplementation(async (path: string, config?: { params?: object }) => {
      const cursor = (config?.params as { cursor?: string } | undefined)?.cursor;
      if (path === '/users/s1/reviews') {
        return (cursor === 'c2' ? publicOk(second) : publicOk(first, { 'x-next-cursor': 'c2' })) as never;
      }
      return publicOk(path === '/sellers/s1/profile' ? profile : []) as never;
    });
    renderProfile();
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(reviews).getByText('Newest')).toBeInTheDocument();
    expect(within(reviews).queryByText('Oldest')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(reviews).findByText('Oldest')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reads No reviews yet for a seller nobody has reviewed', async () => {
    renderPage({
      '/sellers/s1/profile': { ...profile, average: null, count: 0 },
      '/users/s1/reviews': { average: null, count: 0, reviews: [] },
      '/sellers/s1/products': [],
    });
    expect(await screen.findAllByText('No reviews yet')).toHaveLength(2);
  });

  it('says so when there is no such seller', async () => {
    renderPage({ '/sellers/s1/profile': publicHttpError(404, 'User not found') });
    expect(await screen.findByRole('heading', { name: 'Seller not found' })).toBeInTheDocument();
  });

  it('writes the rating with one decimal and the count', () => {
    expect(ratingSummary(4.7, 12)).toBe('4.7 (12 reviews)');
    expect(ratingSummary(5, 1)).toBe('5.0 (1 review)');
    expect(ratingSummary(null, 0)).toBe('No reviews yet');
  });
});
