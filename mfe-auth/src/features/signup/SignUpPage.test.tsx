import { apiClient } from '@marketplace/shared/api-client';
import { getRuntimeSettings, provideAuthActions, resetBusForTests } from '@marketplace/shared/event-bus';
import { UNREADABLE_PICTURE_MESSAGE } from '@marketplace/shared/prepare-picture';
import { apiError, response } from '@marketplace/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { createUserRecord } from '../../session/api/create-user-record';
import { firebaseError, renderPage } from '../../test/render-page';
import SignUpPage from './SignUpPage';

jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: jest.fn(),
  initializeApp: jest.fn(() => ({})),
}));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ emulatorConfig: { host: '127.0.0.1' } })),
  connectAuthEmulator: jest.fn(),
  createUserWithEmailAndPassword: jest.fn(),
  updateProfile: jest.fn(),
  sendEmailVerification: jest.fn(),
}));
jest.mock('../../session/api/create-user-record', () => ({ createUserRecord: jest.fn() }));

/** The image host's answers, through the real uploadImage: each call reports half, then all of its body. */
let upload: jest.SpyInstance;
let hostAnswers: (() => Promise<unknown>)[] = [];
const createAccount = jest.mocked(createUserWithEmailAndPassword);
const setProfile = jest.mocked(updateProfile);
const sendVerification = jest.mocked(sendEmailVerification);
const createRecord = jest.mocked(createUserRecord);
const refreshSession = jest.fn();
const newUser = { uid: 'n1', email: 'nia@example.com' };
const steps: string[] = [];

beforeEach(() => {
  resetBusForTests();
  jest.clearAllMocks();
  steps.length = 0;
  hostAnswers = [];
  upload = jest.spyOn(apiClient, 'post').mockImplementation(async (url, _body, config) => {
    if (url !== getRuntimeSettings().imageUploadUrl) throw new Error(`unexpected POST ${url}`);
    steps.push('upload');
    config?.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
    const answer = hostAnswers.shift();
    if (answer) return answer();
    config?.onUploadProgress?.({ loaded: 100, total: 100, bytes: 50, lengthComputable: true });
    return response({ success: true, data: { url: 'http://localhost:4000/images/pic-1', id: 'pic-1' } });
  });
  createAccount.mockImplementation(async () => {
    steps.push('create account');
    return { user: newUser } as unknown as Awaited<ReturnType<typeof createUserWithEmailAndPassword>>;
  });
  setProfile.mockImplementation(async () => {
    steps.push('update profile');
  });
  sendVerification.mockImplementation(async () => {
    steps.push('send verification email');
  });
  createRecord.mockImplementation(async () => {
    steps.push('POST /users');
    return { acknowledged: true, insertedId: 'u-1' };
  });
  refreshSession.mockImplementation(async () => {
    steps.push('refresh session');
    return { user: null, token: 't', role: 'seller', loading: false };
  });
  provideAuthActions({ refreshAccessToken: jest.fn(), signOut: jest.fn(), refreshSession });
});

const picture = new File(['png-bytes'], 'me.png', { type: 'image/png' });

async function fillForm(
  values: { name?: string; email?: string; picture?: File; password?: string; role?: string },
  // A user can pick "All files" in the file chooser: the accept attribute is only a hint.
  user = userEvent.setup({ applyAccept: false }),
) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.picture) await user.upload(screen.getByLabelText('Picture'), values.picture);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.role) await user.selectOptions(screen.getByLabelText('Account type'), values.role);
  return user;
}

const complete = {
  name: 'Nia',
  email: 'nia@example.com',
  picture,
  password: 'secret1',
  role: 'Are You Seller',
};

describe('SignUpPage', () => {
  it('offers seller and buyer, a link to /login and the Google button', () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    const select = screen.getByLabelText('Account type');
    expect(within(select).getByRole('option', { name: 'Are You Seller' })).toHaveValue('seller');
    expect(within(select).getByRole('option', { name: 'Are You Buyer' })).toHaveValue('buyer');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'continue with google' })).toBeInTheDocument();
  });

  it('says under each field what is missing', async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    const user = await fillForm({});
    await user.click(screen.getByRole('button', { name: 'sign up' }));
    for (const message of [
      'name is required',
      'email required',
      'Picture required',
      'password is required',
      'You must select one',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Picture')).toHaveAccessibleDescription('Picture required');
    expect(upload).not.toHaveBeenCalled();
  });

  it('wants a password of at least 6 characters', async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    const user = await fillForm({ ...complete, password: '12345' });
    await user.click(screen.getByRole('button', { name: 'sign up' }));
    expect(await screen.findByText('password must be 6 characters long')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a picture the image host would refuse', async () => {
    renderPage(<SignUpPage />, { path: '/signup' });
    const user = await fillForm({
      ...complete,
      picture: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    });
    await user.click(screen.getByRole('button', { name: 'sign up' }));
    expect(await screen.findByText('Picture must be a JPEG, PNG, WebP or GIF image')).toBeInTheDocument();
  });

  it('says at once that the browser cannot open the picture (an HEIC photo, say)', async () => {
    Object.assign(globalThis, {
      createImageBitmap: jest.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    });
    try {
      renderPage(<SignUpPage />, { path: '/signup' });
      const user = await fillForm({
        ...complete,
        picture: new File(['ftypheic'], 'me.jpg', { type: 'image/jpeg' }),
      });
      await user.click(screen.getByRole('button', { name: 'sign up' }));
      expect(await screen.findByText(UNREADABLE_PICTURE_MESSAGE)).toBeInTheDocument();
      expect(upload).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as Record<string, unknown>).createImageBitmap;
    }
  });

  it('uploads, creates the account, toasts, sets the profile, stores the role, refreshes the session and goes home', async () => {
    let finishRefresh: () => void = () => undefined;
    refreshSession.mockImplementation(
      () =>
        new Promise((resolve) => {
          steps.push('refresh session');
          finishRefresh = () => resolve({ user: null, token: 't', role: 'seller', loading: false });
        }),
    );
    renderPage(<SignUpPage />, { path: '/signup' });
    const user = await fillForm(complete);
    await user.click(screen.getByRole('button', { name: 'sign up' }));

    expect(await screen.findByText('User Created Successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /sign up/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /sign up/ })).toHaveTextContent('Loading...');
    expect(steps).toEqual([
      'upload',
      'create account',
      'update profile',
      'send verification email',
      'POST /users',
      'refresh session',
    ]);
    expect(sendVerification).toHaveBeenCalledWith(newUser);
    expect((upload.mock.calls[0][1] as FormData).get('image')).toBe(picture);
    expect(screen.getByRole('progressbar', { name: 'Uploading picture' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(createAccount).toHaveBeenCalledWith(expect.anything(), 'nia@example.com', 'secret1');
    expect(setProfile).toHaveBeenCalledWith(newUser, {
      displayName: 'Nia',
      photoURL: 'http://localhost:4000/images/pic-1',
    });
    expect(createRecord).toHaveBeenCalledWith(newUser, {
      name: 'Nia',
      email: 'nia@example.com',
      role: 'seller',
      img: 'http://localhost:4000/images/pic-1',
    });
    expect(screen.getByLabelText('Name')).toHaveValue(''); // reset before the session fetch

    finishRefresh();
    expect(await screen.findByText('home page at /')).toBeInTheDocument();
  });

  it('shows the upload progress, then Upload failed with Retry, ends the busy state, and Retry signs up', async () => {
    let failUpload: (error: unknown) => void = () => undefined;
    hostAnswers.push(
      () =>
        new Promise((_resolve, reject) => {
          failUpload = reject;
        }),
    );
    renderPage(<SignUpPage />, { path: '/signup' });
    const user = await fillForm(complete);
    await user.click(screen.getByRole('button', { name: 'sign up' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading picture' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /sign up/ })).toBeDisabled();

    failUpload(apiError(503, { message: 'The image host is down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed The image host is down');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sign up' })).toBeEnabled();
    expect(createAccount).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('home page at /')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(steps).toEqual([
      'upload',
      'upload',
      'create account',
      'update profile',
      'send verification email',
      'POST /users',
      'refresh session',
    ]);
  });

  it('finishes the sign-up when the verification email cannot be sent (the banner resends it)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sendVerification.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    renderPage(<SignUpPage />, { path: '/signup' });
    const user = await fillForm(complete);
    await user.click(screen.getByRole('button', { name: 'sign up' }));
    expect(await screen.findByText('home page at /')).toBeInTheDocument();
    expect(steps).toEqual(['upload', 'create account', 'update profile', 'POST /users', 'refresh session']);
    expect(warn).toHaveBeenCalledWith('The verification email could not be sent:', expect.anything());
    warn.mockRestore();
  });

  it("shows Firebase's refusal cut to its code", async () => {
    createAccount.mockRejectedValue(firebaseError('auth/email-already-in-use'));
    renderPage(<SignUpPage />, { path: '/signup' });
    const user = await fillForm(complete);
    await user.click(screen.getByRole('button', { name: 'sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^email-already-in-use$/);
    expect(createRecord).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'sign up' })).toBeEnabled();
  });
});
