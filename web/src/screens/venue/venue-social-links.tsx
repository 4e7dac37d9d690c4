import { Anchor, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { VenueConnectionDto } from '@lieux/contracts';
import { useT } from '../../i18n/use-t';
import { socialProfileUrl } from '../../venues/social-links';
import { venueMessages } from './venue.fr';

/** 'Réseaux sociaux': a link to each linked account's public profile. */
export function VenueSocialLinks({ connections }: { connections: readonly VenueConnectionDto[] }) {
  const t = useT(venueMessages);
  const links = connections.flatMap((connection) => {
    const href = socialProfileUrl(connection.provider, connection.accountRef);
    return href ? [{ ...connection, href }] : [];
  });
  return (
    <section aria-labelledby="venue-social">
      <Title id="venue-social" order={2} fz="xl" mb="sm">
        {t('socialTitle')}
      </Title>
      {links.length === 0 ? (
        <Text c="dark.4">{t('socialEmpty')}</Text>
      ) : (
        <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={`${link.provider}-${link.accountRef}`}>
              <Anchor href={link.href} target="_blank" rel="noopener noreferrer" fw={600}>
                {t(`provider.${link.provider}`)}
                <Text component="span" c="dark.4" fw={400} fz="sm">
                  {' '}
                  <bdi dir="ltr">{link.accountRef.replace(/^https?:\/\/(www\.)?/, '')}</bdi>
                </Text>
                <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
              </Anchor>
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}
