import { theme } from '@marketplace/ui/theme';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Navbar } from '../layout/Navbar';
import { DashboardDrawer } from './DashboardDrawer';

const Body = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: calc(100vh - 64px);
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
  main {
    padding: ${theme.space(4)};
    min-width: 0;
  }
`;

export function DashboardLayout() {
  return (
    <>
      <Navbar />
      <Body>
        <DashboardDrawer />
        <main id="main">
          <Outlet />
        </main>
      </Body>
    </>
  );
}
