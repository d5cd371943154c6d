import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

const STORED = 'https://api.example.com/images/0b6f1c8e-4a1d-4c3e-9f7a-2d5e8b9c1a34';

describe('ResponsiveImage', () => {
  it('offers every stored WebP size with the sizes it is given, and the JPEG as the fallback', () => {
    const { container } = render(
      <ResponsiveImage
        src={STORED}
        alt="Oak chair"
        width={400}
        height={300}
        sizes="(max-width: 600px) 100vw, 300px"
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 300px');
    const candidates = source?.getAttribute('srcset')?.split(', ');
    expect(candidates).toEqual([160, 320, 480, 720, 1080, 1440].map((w) => `${STORED}/v1/${w}.webp ${w}w`));
    const img = screen.getByRole('img', { name: 'Oak chair' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', `${STORED}/v1/1080.jpg`);
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
  });

  it('follows a new picture: the srcset and the fallback both name it (a gallery switching photos)', () => {
    const next = 'https://api.example.com/images/1c7a2d9f-5b2e-4d4f-8a8b-3e6f9cad2b45';
    const { container, rerender } = render(
      <ResponsiveImage src={STORED} alt="photo 1" width={80} height={60} />,
    );
    rerender(<ResponsiveImage src={next} alt="photo 2" width={80} height={60} />);
    expect(container.querySelectorAll('picture')).toHaveLength(1);
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain(`${next}/v1/160.webp 160w`);
    expect(container.querySelector('source')?.getAttribute('srcset')).not.toContain(STORED);
    expect(screen.getByRole('img', { name: 'photo 2' })).toHaveAttribute('src', `${next}/v1/1080.jpg`);
  });

  it('is laid out at its width when no sizes are given', () => {
    const { container } = render(<ResponsiveImage src={STORED} alt="Ada" width={64} height={64} />);
    expect(container.querySelector('source')).toHaveAttribute('sizes', '64px');
  });

  it('loads lazily unless it is in the first screen, and the largest picture first of all', () => {
    render(
      <>
        <ResponsiveImage src={STORED} alt="below" width={4} height={3} />
        <ResponsiveImage src={STORED} alt="first screen" width={4} height={3} priority="eager" />
        <ResponsiveImage src={STORED} alt="largest" width={4} height={3} priority="high" />
      </>,
    );
    const below = screen.getByRole('img', { name: 'below' });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority');
    const firstScreen = screen.getByRole('img', { name: 'first screen' });
    expect(firstScreen).toHaveAttribute('loading', 'eager');
    expect(firstScreen).not.toHaveAttribute('fetchpriority');
    const largest = screen.getByRole('img', { name: 'largest' });
    expect(largest).toHaveAttribute('loading', 'eager');
    expect(largest).toHaveAttribute('fetchpriority', 'high');
  });

  it.each([
    ['hosted elsewhere', 'https://lh3.googleusercontent.com/a/photo.jpg'],
    ['a local preview', 'blob:http://localhost/8d2f'],
    ['an API path that is not a stored picture', 'https://api.example.com/images/not-an-id'],
  ])('shows a picture %s as it is, with no sizes', (_, url) => {
    const { container } = render(<ResponsiveImage src={url} alt="Elsewhere" width={36} height={36} />);
    expect(container.querySelector('picture, source')).toBeNull();
    const img = screen.getByRole('img', { name: 'Elsewhere' });
    expect(img).toHaveAttribute('src', url);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '36');
  });

  it('passes the rest to the <img>, so it can be styled and described like one', () => {
    render(
      <ResponsiveImage
        src={STORED}
        alt=""
        width={64}
        height={48}
        className="thumb"
        referrerPolicy="no-referrer"
      />,
    );
    const img = document.querySelector('img');
    expect(img).toHaveClass('thumb');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(img).toHaveAttribute('decoding', 'async');
  });
});
