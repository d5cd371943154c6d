import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import BlogPage from './BlogPage';

describe('BlogPage', () => {
  it('publishes the four question-and-answer articles with real answers', () => {
    renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    const questions = [
      'What are the different ways to manage state in a React application?',
      'How does prototypal inheritance work?',
      'What are unit tests and why should we write them?',
      'React vs. Angular vs. Vue: how do they differ?',
    ];
    for (const question of questions) {
      const article = screen.getByRole('article', { name: question });
      const words = (article.textContent ?? '').split(/\s+/).length;
      expect(words).toBeGreaterThan(200);
    }
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('gives the footer its buyer-help and seller-help anchors', () => {
    const { container } = renderWithProviders(<BlogPage />, { route: '/blog' });
    expect(container.querySelector('#buyer-help')).toHaveAccessibleName('Buyer help');
    expect(container.querySelector('#seller-help')).toHaveAccessibleName('Seller help');
    expect(screen.getByRole('link', { name: 'Buyer help' })).toHaveAttribute('href', '#buyer-help');
  });

  it('moves focus to the section named in the URL hash', () => {
    renderWithProviders(<BlogPage />, { route: '/blog#seller-help' });
    expect(screen.getByRole('heading', { name: 'Seller help' })).toHaveFocus();
  });
});
