import { QueryClientProvider } from '@tanstack/react-query';
import { act, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { makeProduct } from '../../test/product-fixture';
import { createTestQueryClient } from '../../test/render';
import { ProductCard } from './ProductCard';
import { PRODUCT_CARD_SIZES } from './product-card-sizes';

/** The card links to the product's page and its heart reads the saved items: a router and a query client. */
function render(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  const wrap = (node: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>
  );
  const result = renderInDom(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

function fieldValue(card: HTMLElement, term: string): string | null | undefined {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

describe('ProductCard', () => {
  it('loads its picture when laid out, at once, or at once and first, as its place asks', () => {
    const product = makeProduct();
    const picture = () => screen.getByRole('img', { name: 'Oak double bed' });
    const { rerender } = render(<ProductCard product={product} onBuyNow={jest.fn()} />);
    expect(picture()).toHaveAttribute('loading', 'lazy');
    expect(picture()).not.toHaveAttribute('fetchpriority');
    rerender(<ProductCard product={product} onBuyNow={jest.fn()} picturePriority="eager" />);
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).not.toHaveAttribute('fetchpriority');
    rerender(<ProductCard product={product} onBuyNow={jest.fn()} picturePriority="high" />);
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
    // Its box is reserved before the picture arrives: nothing below it moves.
    expect(picture()).toHaveAttribute('width', '400');
    expect(picture()).toHaveAttribute('height', '300');
  });

  it("offers a stored picture's WebP sizes for the card's width in the grid", () => {
    const stored = 'http://localhost:5000/images/0b6f1c8e-4a1d-4c3e-9f7a-2d5e8b9c1a34';
    const { container } = render(
      <ProductCard product={makeProduct({ picture: stored })} onBuyNow={jest.fn()} />,
    );
    const source = container.querySelector('picture source[type="image/webp"]');
    expect(source).toHaveAttribute('sizes', PRODUCT_CARD_SIZES);
    expect(source?.getAttribute('srcset')).toContain(`${stored}/v1/720.webp 720w`);
    expect(screen.getByRole('img', { name: 'Oak double bed' })).toHaveAttribute(
      'src',
      `${stored}/v1/1080.jpg`,
    );
  });

  it('shows every field of the product, prices with a $ prefix', () => {
    render(
      <ProductCard product={makeProduct({ resalePrice: 1250, originalPrice: 4000 })} onBuyNow={jest.fn()} />,
    );
    const card = screen.getByRole('article', { name: 'Oak double bed' });
    expect(within(card).getByRole('heading', { name: 'Oak double bed' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Oak double bed' })).toHaveAttribute(
      'href',
      '/item/7d1f0b4e-2c1a-4a55-9d1e-0f6c3e2b9a10',
    );
    const picture = within(card).getByRole('img', { name: 'Oak double bed' });
    expect(picture).toHaveAttribute('src', 'https://img.test/oak-bed.webp');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');
    expect(fieldValue(card, 'Use time')).toBe('2 Year Use');
    expect(fieldValue(card, 'Original price')).toBe('$4,000');
    expect(fieldValue(card, 'Sell price')).toBe('$1,250');
    expect(fieldValue(card, 'Posted')).toBe('5/3/2025, 10:15:00 AM');
    expect(fieldValue(card, 'Seller')).toBe('Sam Seller');
    expect(fieldValue(card, 'Location')).toBe('Dhaka');
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('signals intent when the pointer or focus rests on Buy Now or Report, before any press', async () => {
    const onBuyNow = jest.fn();
    const onBuyNowIntent = jest.fn();
    const onReportIntent = jest.fn();
    render(
      <ProductCard
        product={makeProduct()}
        onBuyNow={onBuyNow}
        onBuyNowIntent={onBuyNowIntent}
        onReport={jest.fn()}
        onReportIntent={onReportIntent}
      />,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(onBuyNowIntent).toHaveBeenCalled());
    expect(onReportIntent).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Report' }).focus());
    await waitFor(() => expect(onReportIntent).toHaveBeenCalled());
    expect(onBuyNow).not.toHaveBeenCalled();
  });

  it('hands the product to onBuyNow when Buy Now is pressed', async () => {
    const onBuyNow = jest.fn();
    const product = makeProduct();
    render(<ProductCard product={product} onBuyNow={onBuyNow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(onBuyNow).toHaveBeenCalledWith(product);
  });

  it('marks a booked product and disables its Buy Now', async () => {
    const onBuyNow = jest.fn();
    render(<ProductCard product={makeProduct({ status: 'booked' })} onBuyNow={onBuyNow} />);
    expect(screen.getByText('Booked')).toBeInTheDocument();
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    expect(buyNow).toBeDisabled();
    await userEvent.click(buyNow);
    expect(onBuyNow).not.toHaveBeenCalled();
  });

  it("shows 'Your listing' instead of Buy Now and the heart on the signed-in seller's own product", () => {
    const product = makeProduct();
    const { rerender } = render(<ProductCard product={product} isOwn onBuyNow={jest.fn()} />);
    expect(screen.getByText('Your listing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Save ${product.name}` })).not.toBeInTheDocument();
    rerender(<ProductCard product={product} onBuyNow={jest.fn()} />);
    expect(screen.getByRole('button', { name: `Save ${product.name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the verified badge only for a verified seller', () => {
    const { rerender } = render(<ProductCard product={makeProduct()} onBuyNow={jest.fn()} />);
    expect(screen.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
    rerender(<ProductCard product={makeProduct({ sellerVerified: true })} onBuyNow={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
  });

  it('offers Report only when the viewer may report', async () => {
    const onReport = jest.fn();
    const { rerender } = render(<ProductCard product={makeProduct()} onBuyNow={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    rerender(<ProductCard product={makeProduct()} onBuyNow={jest.fn()} onReport={onReport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onReport).toHaveBeenCalledTimes(1);
  });
});
