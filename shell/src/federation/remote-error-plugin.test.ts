import { captureForTelemetry } from '../telemetry/telemetry-queue';
import remoteErrorPlugin, { RemoteUnavailableError } from './remote-error-plugin';

jest.mock('../telemetry/telemetry-queue', () => ({ captureForTelemetry: jest.fn() }));

type ErrorHookArgs = Parameters<NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>>[0];

describe('remoteErrorPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const plugin = remoteErrorPlugin();
  const call = (args: Partial<ErrorHookArgs>) => plugin.errorLoadRemote?.(args as ErrorHookArgs);

  it('turns a failed remote load into an error naming the remote, carrying the cause', () => {
    const cause = new Error('Failed to fetch');
    let thrown: unknown;
    try {
      call({ id: 'catalog/HomePage', error: cause, lifecycle: 'afterResolve' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteUnavailableError);
    expect(thrown).toMatchObject({
      remote: 'catalog',
      cause,
      message: 'The "catalog" part of the site could not be loaded.',
    });
  });

  it("reports the failure to telemetry as the remote's load failure", () => {
    let thrown: unknown;
    try {
      call({ id: 'catalog/HomePage', error: new Error('RUNTIME-008'), lifecycle: 'beforeRequest' });
    } catch (error) {
      thrown = error;
    }
    expect(captureForTelemetry).toHaveBeenCalledWith({
      kind: 'error',
      source: 'load',
      remote: 'catalog',
      error: thrown,
    });
  });

  it('names the remote of a manifest that cannot be fetched, not the first part of its URL', () => {
    const manifestUrl = 'http://localhost:3002/mf-manifest.json';
    const remote = { name: 'auth', entry: manifestUrl } as ErrorHookArgs['remote'];
    expect(() =>
      call({ id: manifestUrl, error: new TypeError('Failed to fetch'), lifecycle: 'afterResolve', remote }),
    ).toThrow('The "auth" part of the site could not be loaded.');
    expect(console.error).toHaveBeenCalledWith(
      'Remote "auth" could not load (afterResolve):',
      expect.any(TypeError),
    );
  });

  it('lets a shared library fall back to the host copy instead of failing', () => {
    expect(call({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
  });
});
