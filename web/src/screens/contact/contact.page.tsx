import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSiteInfoQuery } from '../../api/site-info.query';
import { ContentHeader } from '../../content/content-header';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { ContactForm } from './contact-form';
import { contactMessages } from './contact.fr';

/** `/contact`: the form (stored by the admin service, mailed to support), and where else to look first. */
export function ContactPage() {
  const t = useT(contactMessages);
  const site = useSiteInfoQuery().data;
  useScreenTitle(t('screenTitle'));

  return (
    <>
      <ContentHeader id="contact-title" title={t('screenTitle')} lead={t('lead')} />
      <Container size="md" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper component="section" aria-labelledby="contact-form-title" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
              <Stack gap="md">
                <Title id="contact-form-title" order={2} fz="xl">
                  {t('form.title')}
                </Title>
                <ContactForm kind="contact" idPrefix="contact" />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper component="aside" aria-labelledby="contact-aside-title" radius="lg" p="lg" bg="terracotta.0">
              <Stack gap="sm">
                <Title id="contact-aside-title" order={2} fz="lg">
                  {t('aside.title')}
                </Title>
                <Anchor component={Link} to="/faq">
                  {t('aside.faq')}
                </Anchor>
                <Anchor component={Link} to="/statut">
                  {t('aside.status')}
                </Anchor>
                {site ? (
                  <Text fz="sm">
                    {t('aside.email', { email: '' })}
                    <Anchor href={`mailto:${site.email}`}>
                      <bdi>{site.email}</bdi>
                    </Anchor>
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
