/**
 * The commit message rules (`npm run lint:commits`): Conventional Commits as @commitlint/config-conventional
 * has them, the same grammar `lerna version --conventional-commits` reads to choose each package's next version
 * and to write its CHANGELOG.md.
 */
module.exports = {
  extends: ['@commitlint/config-conventional'],
  rules: {
    // The body tells the change's story in paragraphs; a line length would only make writers wrap prose by hand.
    'body-max-line-length': [0],
    'footer-max-line-length': [0],
    // A subject here says what changed for whom in one line, and a changelog shows it whole; no wrap point fits.
    'header-max-length': [0],
    // A subject may start with a name written as its owner writes it (PM2, API, README).
    'subject-case': [0],
  },
};
