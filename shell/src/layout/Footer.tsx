import { LOCATIONS } from '@marketplace/shared/constants';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

const Wrapper = styled.footer`
  margin-top: ${theme.space(12)};
  background: #2b211b;
  color: #f4ece4;
`;

const Columns = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${theme.space(6)};
  h2 {
    font-size: 1rem;
    margin: 0 0 ${theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: ${theme.space(1)} 0;
  }
  a {
    color: #f4ece4;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

export function Footer() {
  return (
    <Wrapper>
      <Columns>
        <nav aria-label="Locations">
          <h2>Locations</h2>
          <ul>
            {LOCATIONS.map((city) => (
              <li key={city}>
                <a href={`/search?location=${encodeURIComponent(city)}`}>{city}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2>Help</h2>
          <ul>
            <li>
              <a href="/blog#buyer-help">Buyer help</a>
            </li>
            <li>
              <a href="/blog#seller-help">Seller help</a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Social">
          <h2>Follow us</h2>
          <ul>
            <li>
              <a href="https://facebook.com/" rel="noopener noreferrer">
                Facebook
              </a>
            </li>
            <li>
              <a href="https://twitter.com/" rel="noopener noreferrer">
                Twitter
              </a>
            </li>
            <li>
              <a href="https://instagram.com/" rel="noopener noreferrer">
                Instagram
              </a>
            </li>
          </ul>
        </nav>
      </Columns>
    </Wrapper>
  );
}
