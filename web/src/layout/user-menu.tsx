import { Menu, UnstyledButton } from '@mantine/core';
import type { UserDto } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { ROLE_LINKS, displayName, effectiveRole } from '../auth/account-rules';
import { useSignOut } from '../auth/use-session-actions';
import { useT } from '../i18n/use-t';
import { layoutMessages } from './layout.fr';
import { UserAvatar } from './user-avatar';

/** The avatar menu (desktop): the name (or e-mail, else 'Utilisateur'), the role's items, logout. */
export function UserMenu({ user }: { user: UserDto }) {
  const t = useT(layoutMessages);
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.accountMenu')} style={{ borderRadius: '50%', flexShrink: 0 }}>
          <UserAvatar user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="gray.8" style={{ overflowWrap: 'anywhere' }}>{displayName(user) ?? t('nav.user')}</Menu.Label>
        {ROLE_LINKS[effectiveRole(user)].map(({ key, to }) => (
          <Menu.Item key={to} component={Link} to={to}>
            {t(`nav.${key}`)}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/favoris">
          {t('nav.favorites')}
        </Menu.Item>
        <Menu.Item component={Link} to="/compte">
          {t('nav.account')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item c="red.9" onClick={() => void signOut()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
