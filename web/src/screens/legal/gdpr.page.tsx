import { Button, Paper, Stack, Title } from '@mantine/core';
import { SITE_INFO } from '../../app/site-info';
import classes from '../../content/content.module.css';
import { Prose } from '../../content/prose';
import { useT } from '../../i18n/use-t';
import { gdprMessages } from './gdpr.fr';
import { LEGAL_FACTS, LegalDocument } from './legal-document';

/** `/rgpd`: the rights, then how to file a request (`#contact-form`). */
export function GdprPage() {
  const t = useT(gdprMessages);
  return <LegalDocument catalog={gdprMessages} appendix={{ id: 'contact-form', title: t('request.title'), content: <GdprRequestSection /> }} />;
}

/**
 * The request section. Filing a request through a form needs a server endpoint that does not exist
 * yet: until then the request goes by e-mail to the privacy address (no pretend form).
 */
function GdprRequestSection() {
  const t = useT(gdprMessages);
  const mailto = `mailto:${SITE_INFO.privacyEmail}?subject=${encodeURIComponent(t('request.subject'))}`;
  return (
    <Paper component="section" id="contact-form" aria-labelledby="contact-form-title" className={classes.section} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="terracotta.0">
      <Stack gap="sm" align="flex-start">
        <Title id="contact-form-title" order={2} fz="xl">
          {t('request.title')}
        </Title>
        <Prose text={t('request.body', LEGAL_FACTS)} />
        <Button component="a" href={mailto} h="auto" py="xs" maw="100%" styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}>
          {t('request.action', LEGAL_FACTS)}
        </Button>
      </Stack>
    </Paper>
  );
}
