// Types of the jest-dom matchers the shared setup file installs (toBeInTheDocument, toHaveFocus...).
import '@testing-library/jest-dom';
