/** @jest-environment node */
import { startFirstPageRead, takeFirstPageRead } from './first-page-read';

const answer = new Response('[]');
let now = 0;

beforeEach(() => {
  now = 1000;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
});
afterEach(() => jest.restoreAllMocks());

describe('the first page read', () => {
  it("is sent as the public reader sends its reads (JSON, the client's timeout)", () => {
    startFirstPageRead('http://api.test/products/1?limit=12');
    const [url, init] = jest.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('http://api.test/products/1?limit=12');
    expect(init?.headers).toEqual({ accept: 'application/json' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('is handed over for its own URL only, and once', async () => {
    startFirstPageRead('http://api.test/products/1?limit=12');
    expect(takeFirstPageRead('http://api.test/products/2?limit=12')).toBeNull();
    await expect(takeFirstPageRead('http://api.test/products/1?limit=12')).resolves.toBe(answer);
    expect(takeFirstPageRead('http://api.test/products/1?limit=12')).toBeNull();
  });

  it('is not handed over when it is more than 10 s old: the page gets fresh data', () => {
    startFirstPageRead('http://api.test/products/1?limit=12');
    now += 10_001;
    expect(takeFirstPageRead('http://api.test/products/1?limit=12')).toBeNull();
  });

  it('leaves no unhandled rejection when it fails and nobody asks', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    jest.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startFirstPageRead('http://api.test/down');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
