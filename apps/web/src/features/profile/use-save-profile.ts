import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sauda/domain';
import { authKeys, authStore } from '../auth';
import { updateAvatar } from './api/update-avatar';
import { updateProfile } from './api/update-profile';
import { updateUserBody, type ProfileFormOutput } from './model/profile-form';

export interface SaveProfileInput {
  userId: string;
  values: ProfileFormOutput;
  /** A new photo to upload after the details; null keeps the current one. */
  photo: File | null;
}

/** The details were saved but the photo was refused: its reason belongs under the photo. */
export class AvatarUploadError extends Error {
  constructor(
    readonly reason: unknown,
    readonly savedUser: User,
  ) {
    super('avatar upload failed', { cause: reason });
  }
}

async function saveProfile({ userId, values, photo }: SaveProfileInput): Promise<User> {
  const user = await updateProfile({ userId, user: updateUserBody(values) });
  if (!photo) return user;
  try {
    return await updateAvatar(userId, photo);
  } catch (error) {
    throw new AvatarUploadError(error, user);
  }
}

/**
 * Saves the profile: the details first, then the photo, so a refused photo never loses typed
 * details. The saved user replaces the session's, so the header shows the new name and photo.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'save'],
    mutationFn: saveProfile,
    onSuccess: (user) => {
      authStore.updateUser(user);
      queryClient.setQueryData(authKeys.me, user);
    },
    onError: (error) => {
      if (error instanceof AvatarUploadError) authStore.updateUser(error.savedUser);
    },
  });
}
