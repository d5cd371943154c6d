const { missingTestPrerequisites } = require('./test-prerequisites');

describe('npm test prerequisites', () => {
  it('names a missing Chromium, an unreachable PostgreSQL and an unreachable Redis, each with where to get it', async () => {
    const problems = await missingTestPrerequisites({
      chromium: '/nonexistent/chromium',
      databaseUrl: 'postgres://postgres@127.0.0.1:1/test',
      redisUrl: 'redis://127.0.0.1:1',
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^Chromium is missing at \/nonexistent\/chromium \(sudo apt-get .*install -y chromium\)\.$/,
      ),
      expect.stringMatching(/^PostgreSQL is unreachable at postgres:\/\/postgres@127\.0\.0\.1:1\/test/),
      expect.stringMatching(/^Redis is unreachable at redis:\/\/127\.0\.0\.1:1/),
    ]);
  });

  it('finds nothing missing on a machine that has them all', async () => {
    expect(await missingTestPrerequisites()).toEqual([]);
  });
});
