import type { Translation } from '../../i18n/message-catalog';
import type { helpCenterFr } from './help-center.fr';

export const helpCenterEn = {
  'screenTitle': 'Help centre',
  'lead': 'Search for an answer in the FAQ and the guide, or pick a topic.',
  'search.label': 'Search the help',
  'search.placeholder': 'E.g. vote, score, networks…',
  'search.clear': 'Clear the search',
  'results.title': 'Results',
  'results.count#one': '{count} result for “{query}”',
  'results.count#other': '{count} results for “{query}”',
  'results.empty': 'No result. Try other keywords or browse the topics below.',
  'source.faq': 'FAQ',
  'source.guide': 'Guide',
  'topics.title': 'Common topics',
  'resources.title': 'Other resources',
  'resource.faq.title': 'Frequently asked questions',
  'resource.faq.body': 'Every answer, by category.',
  'resource.guide.title': 'User guide',
  'resource.guide.body': 'Step by step, for members and merchants.',
  'resource.contact.title': 'Contact us',
  'resource.contact.body': 'Answer within 24 h (4 h for a technical question).',
  'resource.status.title': 'Service status',
  'resource.status.body': 'How the platform is doing right now.',
} satisfies Translation<typeof helpCenterFr>;
