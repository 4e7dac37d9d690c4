/**
 * What a deleted account's contact messages keep (issue 30 §5, docs/admin.md): the thread stays for
 * the desk's record — subject, kind of request, status, dates, priority, who of the team answered and
 * when — and every personal datum is replaced by these words: the sender's names, e-mail address, the
 * message and the replies' bodies (which address the person). The address is in the reserved
 * `.invalid` domain: nothing can be mailed to it.
 */
export const ANONYMISED_CONTACT = {
  firstName: 'Compte',
  lastName: 'supprimé',
  email: 'compte-supprime@anonyme.invalid',
  message: 'Message anonymisé : son auteur a supprimé son compte.',
  replyBody: 'Réponse anonymisée : son destinataire a supprimé son compte.',
} as const;
