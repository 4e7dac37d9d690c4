import { Anchor, Paper, Stack, Title } from '@mantine/core';
import classes from '../../content/content.module.css';
import { Prose } from '../../content/prose';
import { useT } from '../../i18n/use-t';
import { ContactForm } from '../contact/contact-form';
import { gdprMessages } from './gdpr.fr';
import { LegalDocument } from './legal-document';
import { useLegalFacts } from './legal-facts';

/** `/rgpd`: the rights, then how to file a request (`#contact-form`). */
export function GdprPage() {
  const t = useT(gdprMessages);
  return <LegalDocument catalog={gdprMessages} appendix={{ id: 'contact-form', title: t('request.title'), content: <GdprRequestSection /> }} />;
}

/**
 * The request section: a form that files the request through `POST /api/contact` (subject `gdpr` and
 * the right exercised), stored by the admin service and mailed to support; e-mail stays possible.
 */
function GdprRequestSection() {
  const t = useT(gdprMessages);
  const facts = useLegalFacts();
  return (
    <Paper component="section" id="contact-form" aria-labelledby="contact-form-title" className={classes.section} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="terracotta.0">
      <Stack gap="sm" align="flex-start">
        <Title id="contact-form-title" order={2} fz="xl">
          {t('request.title')}
        </Title>
        {facts ? <Prose text={t('request.body', facts)} /> : null}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} w="100%">
          <ContactForm kind="gdpr" idPrefix="gdpr" />
        </Paper>
        {facts ? (
          <Anchor href={`mailto:${facts.privacyEmail}?subject=${encodeURIComponent(t('request.subject'))}`} style={{ overflowWrap: 'anywhere' }}>
            {t('request.action', facts)}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
