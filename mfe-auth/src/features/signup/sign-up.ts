/**
 * The sign-up sequence of spec section 4: upload the picture, create the Firebase account, toast,
 * set displayName and photoURL, send the link that verifies the address (the API lets an unverified account
 * browse but not list, book or report), POST /users with the role, then fetch the session again so the
 * token and role include the new record (and the navbar shows the new photo).
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { SelfRegisteredRole } from '@marketplace/shared/types';
import { type UploadProgress, uploadImage } from '@marketplace/shared/upload-image';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { toast } from 'react-toastify';
import { firebaseAuth } from '../../firebase/firebase-auth';
import { createUserRecord } from '../../session/api/create-user-record';
import { refreshSession } from '../../session/session';

export interface SignUpInput {
  name: string;
  email: string;
  picture: File;
  password: string;
  role: SelfRegisteredRole;
}

/** The picture did not reach the image host: nothing else has happened yet, so the whole sign-up can be retried. */
export class PictureUploadError extends Error {
  override name = 'PictureUploadError';
  constructor(readonly reason: string) {
    super(`The picture could not be uploaded: ${reason}`);
  }
}

export interface SignUpSteps {
  /** The picture's upload, as it goes out. */
  onUploadProgress: (progress: UploadProgress) => void;
  /** POST /users has stored the role: the form can be emptied. */
  afterRecordStored: () => void;
}

export async function signUp(input: SignUpInput, steps: SignUpSteps): Promise<void> {
  const name = input.name.trim();
  const email = input.email.trim();
  let img: string;
  try {
    img = await uploadImage(input.picture, { onProgress: steps.onUploadProgress });
  } catch (error) {
    throw new PictureUploadError(apiErrorMessage(error));
  }
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, input.password);
  toast.success('User Created Successfully');
  await updateProfile(user, { displayName: name, photoURL: img });
  // The account exists either way: a link that did not go out is sent again from the shell's banner.
  await sendEmailVerification(user).catch((error: unknown) =>
    console.warn('The verification email could not be sent:', error),
  );
  await createUserRecord(user, { name, email, role: input.role, img });
  steps.afterRecordStored();
  await refreshSession();
}
