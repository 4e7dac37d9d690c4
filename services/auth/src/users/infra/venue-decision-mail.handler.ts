import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { claimDecidedMail, venueModeratedMail, verificationDecidedMail, type RenderedMail } from '@lieux/mail';
import { MailOutbox, OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { PUBLIC_URL } from '../app/password-reset.usecases.js';
import { UserEntity } from './user.entity.js';

/** A decision mail is worth sending for a week; after that the dashboard says it. */
const MAIL_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Tells the merchant of an admin's decision on their venue's documents (`verification.decided`) and on
 * the venue itself (`venue.moderated`, issue 14), and on their claim of a listing (`venue.claim-decided`,
 * issue 32), all from the venues service: auth is where the
 * address is. The mail joins the outbox in the event's transaction, so a redelivered event sends
 * nothing twice.
 */
@Injectable()
export class VenueDecisionMailHandler {
  constructor(
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  @OnEvent('verification.decided')
  mailTheMerchant(payload: EventMap['verification.decided'], { em }: EventHandlerContext<'verification.decided'>): Promise<void> {
    return this.mailTheOwner(em, payload.ownerUserId, (user) =>
      verificationDecidedMail({ firstName: user.firstName, venueName: payload.venueName, decision: payload.decision, reason: payload.reason, dashboardUrl: this.dashboardUrl() }),
    );
  }

  @OnEvent('venue.moderated')
  mailTheModeratedOwner(payload: EventMap['venue.moderated'], { em }: EventHandlerContext<'venue.moderated'>): Promise<void> {
    return this.mailTheOwner(em, payload.ownerUserId, (user) =>
      venueModeratedMail({
        firstName: user.firstName,
        venueName: payload.name,
        status: payload.status,
        reason: payload.reason,
        venueUrl: `${this.publicUrl}/venue/${payload.slug}`,
        dashboardUrl: this.dashboardUrl(),
      }),
    );
  }

  /** The claimant of a listing, told of the admin's decision (issue 32 §2). */
  @OnEvent('venue.claim-decided')
  mailTheClaimant(payload: EventMap['venue.claim-decided'], { em }: EventHandlerContext<'venue.claim-decided'>): Promise<void> {
    return this.mailTheOwner(em, payload.claimantUserId, (user) =>
      claimDecidedMail({
        firstName: user.firstName,
        venueName: payload.name,
        status: payload.status,
        reason: payload.reason,
        venueUrl: `${this.publicUrl}/venue/${payload.slug}`,
        dashboardUrl: this.dashboardUrl(),
      }),
    );
  }

  private dashboardUrl(): string {
    return `${this.publicUrl}/merchant/dashboard`;
  }

  /** The venue's owner's mail, in the event's transaction; none for a venue without owner or a deleted account. */
  private async mailTheOwner(em: EntityManager, ownerUserId: string | null, render: (user: UserEntity) => RenderedMail): Promise<void> {
    if (!ownerUserId) return;
    const user = await em.findOne(UserEntity, { id: ownerUserId });
    if (!user) return;
    this.mails.add(em, { to: user.email, ...render(user) }, new Date(Date.now() + MAIL_VALIDITY_MS));
  }
}
