import { Anchor, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../../content/content.module.css';
import { ContentHeader } from '../../content/content-header';
import { Prose } from '../../content/prose';
import type { MessageCatalog } from '../../i18n/message-catalog';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { useLegalFacts } from './legal-facts';
import { legalMessages } from './legal.fr';

/** When the legal texts were last revised; shown at the top of each legal page. */
export const LEGAL_TEXTS_UPDATED = new Date('2026-11-28T12:00:00Z');


/** The sections of a legal text, in the order of its French file: each `s.<id>.title` key. */
export function sectionIds(catalog: MessageCatalog<string>): string[] {
  return Object.keys(catalog.fr).flatMap((key) => (/^s\.(.+)\.title$/.exec(key)?.[1] ? [key.slice(2, -'.title'.length)] : []));
}

/** A last section of a page's own (the GDPR request), listed in the table of contents too. */
export interface LegalAppendix {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * One legal page: title, update date, a table of contents, then each section (`s.<id>.title`,
 * `s.<id>.body`) with its anchor, then the appendix if any.
 */
export function LegalDocument({ catalog, appendix }: { catalog: MessageCatalog<string>; appendix?: LegalAppendix }) {
  const t = useT(catalog);
  const shared = useT(legalMessages);
  const { locale } = useLocale();
  useScreenTitle(t('title'));
  const facts = useLegalFacts();
  const sections = sectionIds(catalog);
  const updated = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(LEGAL_TEXTS_UPDATED);

  return (
    <>
      <ContentHeader id="legal-title" title={t('title')} lead={t('intro')}>
        <Text c="dark.5" fz="sm">
          {shared('updated', { date: updated })}
        </Text>
      </ContentHeader>
      <Container size="md" py="xl">
        <Stack gap="xl">
          <Paper component="nav" aria-labelledby="legal-toc" withBorder radius="lg" p="lg">
            <Title id="legal-toc" order={2} fz="md" mb="xs">
              {shared('toc')}
            </Title>
            <Stack component="ol" gap={4} m={0} ps="lg">
              {sections.map((id) => (
                <li key={id}>
                  <Anchor href={`#${id}`}>{t(`s.${id}.title`)}</Anchor>
                </li>
              ))}
              {appendix ? (
                <li>
                  <Anchor href={`#${appendix.id}`}>{appendix.title}</Anchor>
                </li>
              ) : null}
            </Stack>
          </Paper>
          {/* The facts come from the gateway's configuration, as the footer's: the text waits for them. */}
          {facts ? null : (
            <Center py="xl">
              <Loader size="sm" aria-label={shared('loading')} />
            </Center>
          )}
          {facts && sections.map((id) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`} className={classes.section}>
              <Title id={`${id}-title`} order={2} fz="xl" mb="sm">
                {t(`s.${id}.title`)}
              </Title>
              <Prose text={t(`s.${id}.body`, facts)} />
            </section>
          ))}
          {appendix?.content}
        </Stack>
      </Container>
    </>
  );
}
