import { theme } from '@marketplace/ui/theme';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.div`
  width: 40px;
  height: 40px;
  margin: 64px auto;
  border: 4px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export function Spinner() {
  return (
    <Ring role="status">
      <VisuallyHidden>Loading...</VisuallyHidden>
    </Ring>
  );
}
