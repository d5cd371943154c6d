import remoteErrorPlugin, { RemoteUnavailableError } from './remote-error-plugin';
import { lastRemoteFailure, markRemoteLoaded } from './remote-status';

type ErrorHookArgs = Parameters<NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>>[0];

describe('remoteErrorPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const plugin = remoteErrorPlugin();
  const call = (args: Partial<ErrorHookArgs>) => plugin.errorLoadRemote?.(args as ErrorHookArgs);

  it('turns a failed remote load into an error naming the remote, and records it', () => {
    expect(() =>
      call({ id: 'catalog/HomePage', error: new Error('Failed to fetch'), lifecycle: 'afterResolve' }),
    ).toThrow(RemoteUnavailableError);
    expect(lastRemoteFailure('catalog')).toBe('Failed to fetch');
    markRemoteLoaded('catalog');
    expect(lastRemoteFailure('catalog')).toBeUndefined();
  });

  it('lets a shared library fall back to the host copy instead of failing', () => {
    expect(call({ id: 'react', error: new Error('x'), lifecycle: 'beforeLoadShare' })).toBeUndefined();
  });
});
