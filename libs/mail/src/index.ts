// One mail module for every service (issue 6): nodemailer over SMTP_URL, templates per language
// (fr by default, en, ar), and the MailSender interface the use cases depend on.
export * from './mail.env.js';
export * from './mail-sender.js';
export * from './nodemailer.mail-sender.js';
export * from './templates/layout.js';
export * from './templates/password-reset.mail.js';
export * from './templates/email-confirmation.mail.js';
export * from './templates/contact-message.mail.js';
export * from './templates/status-alerts.mail.js';
export * from './templates/inbox-reply.mail.js';
export * from './templates/contact-acknowledgement.mail.js';
export * from './templates/connection-reconnect.mail.js';
export * from './templates/verification-decided.mail.js';
export * from './templates/venue-moderated.mail.js';
export * from './templates/inactive-account.mail.js';
export * from './templates/claim-decided.mail.js';
