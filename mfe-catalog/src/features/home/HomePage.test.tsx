import { publicApi } from '@marketplace/shared/public-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicNetworkError, publicOk } from '../../test/http';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../../test/intersection-observer';
import { makeProduct } from '../../test/product-fixture';
import { renderWithProviders } from '../../test/render';
import { OTHER_SLIDES_DELAY_MS, SLIDE_INTERVAL_MS } from './HeroCarousel';
import HomePage from './HomePage';

/**
 * Renders the page and lets the advertised row settle. jsdom has no IntersectionObserver, so the row loads at
 * once here; the test with the fake observer covers the wait for the scroll.
 */
async function renderHome() {
  const view = renderWithProviders(<HomePage />);
  await waitFor(() => expect(screen.queryByText('Loading advertised items...')).not.toBeInTheDocument());
  return view;
}

describe('HomePage', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    get = jest.spyOn(publicApi, 'get').mockResolvedValue(publicOk([]));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows the hero heading, Shop Now, the category grid and the essay', async () => {
    await renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'The easiest way to buy & sell used furniture' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shop Now' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Why shop for secondhand furniture first?' }),
    ).toBeInTheDocument();
    const expected = [
      ['BedRoom Furniture', '/products/1'],
      ['Kitchen Furniture', '/products/2'],
      ['Dining Room Furniture', '/products/3'],
    ] as const;
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('href', href);
      const image = within(link).getByRole('img');
      expect(image).toHaveAccessibleName();
      expect(image).toHaveAttribute('srcset');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '600');
    }
    await screen.findByRole('heading', { name: 'Shop by category' });
  });

  it('moves focus to the categories when Shop Now is pressed', async () => {
    await renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Shop Now' }));
    expect(screen.getByRole('heading', { name: 'Shop by category' })).toHaveFocus();
  });

  it('loads the first slide eagerly with high priority and the others lazily, after a while', async () => {
    jest.useFakeTimers();
    await renderHome();
    const slides = screen.getAllByRole('group', { hidden: true }).filter((group) => group.closest('section'));
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.querySelector('img') !== null)).toEqual([true, false, false]);
    act(() => jest.advanceTimersByTime(OTHER_SLIDES_DELAY_MS));
    const images = slides.map((slide) => slide.querySelector('img')!);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(image).toHaveAttribute('width', '1280');
      expect(image).toHaveAttribute('height', '560');
      expect(image.getAttribute('srcset')).toMatch(/ 640w, .* 1280w$/);
    }
  });

  it('steps through the slides with the previous and next buttons', async () => {
    await renderHome();
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    // Shown before the other slides' pictures were due: its picture is requested now.
    expect(within(screen.getByRole('group', { name: '2 of 3' })).getByRole('img')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 1' }));
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
  });

  it('advances on its own, but not while focus is inside or after Pause', async () => {
    jest.useFakeTimers();
    await renderHome();
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
    act(() => next.blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).blur());
    act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument();
  });

  it('does not rotate for a user who prefers reduced motion', async () => {
    jest.useFakeTimers();
    const matchMedia = jest.fn().mockReturnValue({ matches: true });
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    try {
      await renderHome();
      act(() => jest.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
      expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('asks for the advertised items only when their row comes near the screen, showing that it is loading', async () => {
    const uninstall = installFakeIntersectionObserver();
    try {
      renderWithProviders(<HomePage />);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      const placeholder = screen.getByRole('status');
      expect(placeholder).toHaveTextContent('Loading advertised items...');
      const observer = FakeIntersectionObserver.observing(placeholder);

      act(() => observer.report(false));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(get).not.toHaveBeenCalled();

      act(() => observer.report(true));
      await waitFor(() => expect(get).toHaveBeenCalledWith('/products/advertised'));
    } finally {
      uninstall();
    }
  });

  it('hides the advertised row when nothing is advertised', async () => {
    await renderHome();
    expect(get).toHaveBeenCalledWith('/products/advertised');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Advertised' })).not.toBeInTheDocument();
  });

  it('shows advertised items that are still available, linking to their category', async () => {
    get.mockResolvedValue(
      publicOk([
        makeProduct({
          _id: 'a1',
          name: 'Walnut sideboard',
          categoryId: 3,
          resalePrice: 300,
          advertised: true,
        }),
        makeProduct({ _id: 'a2', name: 'Sold cot', status: 'booked', advertised: true }),
      ]),
    );
    await renderHome();
    const row = (await screen.findByRole('heading', { name: 'Advertised' })).closest('section')!;
    const link = within(row).getByRole('link', { name: /Walnut sideboard/ });
    expect(link).toHaveAttribute('href', '/item/a1');
    expect(link).toHaveTextContent('$300');
    expect(within(row).queryByText('Sold cot')).not.toBeInTheDocument();
    // The heart sits beside the card's link, not inside it.
    const heart = within(row).getByRole('button', { name: 'Save Walnut sideboard' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(link).not.toContainElement(heart);
  });

  it('shows the error with Retry when the advertised items cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React logs errors caught by boundaries
    get.mockReset();
    get
      .mockRejectedValueOnce(publicNetworkError())
      .mockResolvedValueOnce(publicOk([makeProduct({ name: 'Walnut sideboard', advertised: true })]));
    await renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the advertised items.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Advertised' })).toBeInTheDocument();
  });
});
