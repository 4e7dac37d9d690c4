import { Inject, Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { verificationDecidedMail } from '@lieux/mail';
import { MailOutbox, OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { PUBLIC_URL } from '../app/password-reset.usecases.js';
import { UserEntity } from './user.entity.js';

/** A decision mail is worth sending for a week; after that the dashboard says it. */
const MAIL_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Tells the merchant of an admin's decision on their venue's documents (`verification.decided`, from
 * the venues service): auth is where the address is. The mail joins the outbox in the event's
 * transaction, so a redelivered event sends nothing twice.
 */
@Injectable()
export class VerificationMailHandler {
  constructor(
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  @OnEvent('verification.decided')
  async mailTheMerchant(payload: EventMap['verification.decided'], { em }: EventHandlerContext<'verification.decided'>): Promise<void> {
    if (!payload.ownerUserId) return;
    const user = await em.findOne(UserEntity, { id: payload.ownerUserId });
    if (!user) return;
    const mail = verificationDecidedMail({
      firstName: user.firstName,
      venueName: payload.venueName,
      decision: payload.decision,
      reason: payload.reason,
      dashboardUrl: `${this.publicUrl}/merchant/dashboard`,
    });
    this.mails.add(em, { to: user.email, ...mail }, new Date(Date.now() + MAIL_VALIDITY_MS));
  }
}
