import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
  }
`;

export function MainLayout() {
  return (
    <Page>
      <Navbar />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
    </Page>
  );
}
