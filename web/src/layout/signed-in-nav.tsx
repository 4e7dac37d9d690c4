import { Badge, Button, Divider, Group, Text } from '@mantine/core';
import type { UserDto } from '@lieux/contracts';
import { Link } from 'react-router-dom';
import { ROLE_LINKS, displayName, effectiveRole } from '../auth/account-rules';
import { useSignOut } from '../auth/use-session-actions';
import { useT } from '../i18n/use-t';
import { layoutMessages } from './layout.fr';
import { PUBLIC_LINKS } from './public-links';
import { UserAvatar } from './user-avatar';
import { UserMenu } from './user-menu';

/**
 * The top bar's signed-in parts (spec section 2, shared layout): the role's links (less those the
 * bar gives everyone: a consumer's Découvrir and Rechercher are its Explorer and Rechercher), the 'Commerçant'
 * badge, the avatar menu; in the mobile menu the same with the name and logout. Their own chunk,
 * fetched once someone is signed in: Mantine's Menu brings the popover stack (about 35 KB gzipped),
 * kept out of a visitor's first load.
 */
export function SignedInDesktop({ user }: { user: UserDto }) {
  const t = useT(layoutMessages);
  const role = effectiveRole(user);
  return (
    <>
      {withoutPublicLinks(ROLE_LINKS[role]).map(({ key, to }) => (
        <Button key={to} component={Link} to={to} variant="subtle" px="xs" style={{ flexShrink: 0 }}>
          {t(`nav.${key}`)}
        </Button>
      ))}
      {role === 'merchant' && <MerchantBadge />}
      <UserMenu user={user} />
    </>
  );
}

export function SignedInMobile({ user, onNavigate }: { user: UserDto; onNavigate: () => void }) {
  const t = useT(layoutMessages);
  const signOut = useSignOut();
  const role = effectiveRole(user);
  return (
    <>
      <Group gap="sm" wrap="nowrap" py={4}>
        <UserAvatar user={user} />
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {displayName(user) ?? t('nav.user')}
        </Text>
        {role === 'merchant' && <MerchantBadge />}
      </Group>
      {withoutPublicLinks(ROLE_LINKS[role]).map(({ key, to }) => (
        <Button key={to} component={Link} to={to} variant="light" fullWidth onClick={onNavigate}>
          {t(`nav.${key}`)}
        </Button>
      ))}
      <Button component={Link} to="/favoris" variant="default" fullWidth onClick={onNavigate}>
        {t('nav.favorites')}
      </Button>
      <Button component={Link} to="/compte" variant="default" fullWidth onClick={onNavigate}>
        {t('nav.account')}
      </Button>
      <Button
        variant="default"
        fullWidth
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        {t('nav.logout')}
      </Button>
      <Divider />
    </>
  );
}

function MerchantBadge() {
  const t = useT(layoutMessages);
  return (
    <Badge color="terracotta" variant="light" style={{ flexShrink: 0 }}>
      {t('nav.merchantBadge')}
    </Badge>
  );
}

/** A role's link that one of the public links already offers (a consumer's 'Rechercher') is not shown twice. */
function withoutPublicLinks<L extends { to: string }>(links: readonly L[]): L[] {
  return links.filter((link) => !PUBLIC_LINKS.some((shown) => shown.to === link.to));
}
