/**
 * The sign-up sequence of spec section 4: upload the picture, create the Firebase account, toast,
 * set displayName and photoURL, POST /users with the role, then fetch the session again so the
 * token and role include the new record (and the navbar shows the new photo).
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { SelfRegisteredRole } from '@marketplace/shared/types';
import { createUserWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { toast } from 'react-toastify';
import { firebaseAuth } from '../../firebase/firebase-auth';
import { createUserRecord } from '../../session/api/create-user-record';
import { refreshSession } from '../../session/session';
import { uploadImage } from './api/upload-image';

export interface SignUpInput {
  name: string;
  email: string;
  picture: File;
  password: string;
  role: SelfRegisteredRole;
}

export class PictureUploadError extends Error {
  override name = 'PictureUploadError';
}

export async function signUp(input: SignUpInput, afterRecordStored: () => void): Promise<void> {
  const name = input.name.trim();
  const email = input.email.trim();
  let img: string;
  try {
    img = await uploadImage(input.picture);
  } catch (error) {
    throw new PictureUploadError(`The picture could not be uploaded: ${apiErrorMessage(error)}`);
  }
  const { user } = await createUserWithEmailAndPassword(firebaseAuth(), email, input.password);
  toast.success('User Created Successfully');
  await updateProfile(user, { displayName: name, photoURL: img });
  await createUserRecord(user, { name, email, role: input.role, img });
  afterRecordStored();
  await refreshSession();
}
