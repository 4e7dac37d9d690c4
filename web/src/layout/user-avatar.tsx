import { Avatar } from '@mantine/core';
import type { UserDto } from '@lieux/contracts';
import { avatarInitial } from '../auth/account-rules';

/** The spec's avatar: the profile image, else the first letter of firstName, else Mantine's generic icon. */
export function UserAvatar({ user, size = 36 }: { user: UserDto | null; size?: number }) {
  return (
    <Avatar src={user?.profileImageUrl ?? null} alt="" size={size} radius="xl" color="terracotta" variant="filled">
      {avatarInitial(user)}
    </Avatar>
  );
}
