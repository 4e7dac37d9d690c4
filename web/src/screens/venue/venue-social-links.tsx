import { Anchor, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { VenueConnectionDto } from '@lieux/contracts';
import { useT } from '../../i18n/use-t';
import { socialProfileUrl } from '../../venues/social-links';
import { venueMessages } from './venue.fr';

/**
 * 'Réseaux sociaux': each linked account, a link to its public profile when the platform gave one
 * (the account's name alone otherwise: a demonstration link).
 */
export function VenueSocialLinks({ connections }: { connections: readonly VenueConnectionDto[] }) {
  const t = useT(venueMessages);
  return (
    <section aria-labelledby="venue-social">
      <Title id="venue-social" order={2} fz="xl" mb="sm">
        {t('socialTitle')}
      </Title>
      {connections.length === 0 ? (
        <Text c="dark.4">{t('socialEmpty')}</Text>
      ) : (
        <Group component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {connections.map((connection) => {
            const href = socialProfileUrl(connection);
            const name = (
              <>
                {t(`provider.${connection.provider}`)}
                <Text component="span" c="dark.4" fw={400} fz="sm">
                  {' '}
                  <bdi dir="ltr">{connection.accountRef.replace(/^https?:\/\/(www\.)?/, '')}</bdi>
                </Text>
              </>
            );
            return (
              <li key={`${connection.provider}-${connection.accountRef}`} data-provider={connection.provider}>
                {href ? (
                  <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600}>
                    {name}
                    <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
                  </Anchor>
                ) : (
                  <Text component="span" fw={600}>
                    {name}
                  </Text>
                )}
              </li>
            );
          })}
        </Group>
      )}
    </section>
  );
}
