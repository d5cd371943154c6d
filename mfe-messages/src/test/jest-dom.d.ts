// Types of the jest-dom matchers the shared setup file installs (toBeInTheDocument, toBeDisabled...).
import '@testing-library/jest-dom';
