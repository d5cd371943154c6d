/** /blog: question-and-answer articles, then buyer and seller help (the footer links to #buyer-help and #seller-help). */
import { theme } from '@marketplace/ui/theme';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '../../components/PageContainer';
import { ARTICLES } from './articles';

const Page = styled(PageContainer)`
  max-width: 52rem;
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    margin: 0 0 ${theme.space(2)};
  }
  h2 {
    font-size: clamp(1.2rem, 3vw, 1.5rem);
    margin: 0 0 ${theme.space(3)};
  }
  h2:focus {
    outline: none;
  }
  section,
  article {
    padding: ${theme.space(6)} 0;
    border-top: 1px solid ${theme.colors.border};
    scroll-margin-top: ${theme.space(4)};
  }
  pre {
    background: #2b211b;
    color: #f4ece4;
    padding: ${theme.space(4)};
    border-radius: ${theme.radius};
    overflow-x: auto;
    font-size: 0.85rem;
  }
  pre:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
  ol,
  ul {
    padding-left: ${theme.space(5)};
  }
`;

const Contents = styled.nav`
  margin: ${theme.space(4)} 0;
  ul {
    margin: 0;
  }
`;

export default function BlogPage() {
  const { hash } = useLocation();

  // The page renders after the browser tried to scroll to the hash, so scroll (and move focus) once it exists.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    const heading = target.querySelector<HTMLElement>('h2');
    heading?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <Page>
      <h1>Blog</h1>
      <p>Answers to questions front-end developers ask us, and help for buying and selling on the site.</p>
      <Contents aria-label="On this page">
        <ul>
          {ARTICLES.map((article) => (
            <li key={article.id}>
              <a href={`#${article.id}`}>{article.question}</a>
            </li>
          ))}
          <li>
            <a href="#buyer-help">Buyer help</a>
          </li>
          <li>
            <a href="#seller-help">Seller help</a>
          </li>
        </ul>
      </Contents>
      {ARTICLES.map((article) => (
        <article key={article.id} id={article.id} aria-labelledby={`${article.id}-title`}>
          <h2 id={`${article.id}-title`} tabIndex={-1}>
            {article.question}
          </h2>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {article.code ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable code block must be reachable by keyboard
            <pre tabIndex={0}>
              <code>{article.code}</code>
            </pre>
          ) : null}
        </article>
      ))}
      <section id="buyer-help" aria-labelledby="buyer-help-title">
        <h2 id="buyer-help-title" tabIndex={-1}>
          Buyer help
        </h2>
        <ol>
          <li>
            Pick a category on the <Link to="/">home page</Link> and log in to see its products.
          </li>
          <li>
            Each card shows the use time, the original and the sell price, when it was posted, the seller and
            where the item is. A blue check marks a verified seller.
          </li>
          <li>
            Press Buy Now, give a phone number and a place to meet, and confirm. The item shows as booked to
            everyone else, and you find it under My Orders in your dashboard.
          </li>
          <li>Meet the seller, inspect the item and pay only when you are happy with it.</li>
          <li>Something wrong with a listing? Press Report on its card and tell the admins why.</li>
        </ol>
      </section>
      <section id="seller-help" aria-labelledby="seller-help-title">
        <h2 id="seller-help-title" tabIndex={-1}>
          Seller help
        </h2>
        <ol>
          <li>Sign up and choose &quot;Are You Seller&quot;, or ask an admin to change your account.</li>
          <li>
            In the dashboard, Add Product takes a clear photo, the price you paid and the price you ask, how
            long you used it, its condition and your location.
          </li>
          <li>
            My Product lists what you posted; advertise an available item to show it on the home page, or
            delete it once it is gone.
          </li>
          <li>When a buyer books an item, agree on the meeting by phone and bring the item as described.</li>
        </ol>
      </section>
    </Page>
  );
}
