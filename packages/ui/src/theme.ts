/** Colours and spacing every front end uses, so the site looks like one (each bundles its own copy). */
export const theme = {
  colors: {
    primary: '#8a4b1f',
    primaryDark: '#6b3812',
    accent: '#e0a458',
    text: '#1f1a17',
    muted: '#5f5650',
    surface: '#ffffff',
    background: '#faf6f1',
    border: '#e4dbd2',
    danger: '#b42318',
    success: '#067647',
    focus: '#1d4ed8',
  },
  radius: '8px',
  space: (n: number) => `${n * 4}px`,
  maxWidth: '1200px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export type Theme = typeof theme;
