import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeadLetterReplayReply, DeadLetterReplayRequest } from '@lieux/contracts';
import { errorMessage, type EventLogger } from '@lieux/messaging';
import { DeadLetter } from './dead-letter.entity.js';
import type { EventConsumer } from './event.consumer.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Replays a service's dead letters through its consumer (`npm run dlq -- replay`): the stored event
 * goes through the same inbox as a delivery, in one transaction with the dead letter's removal, so a
 * handler never applies an event twice, however many replays race. A replay that fails again keeps
 * the dead letter with the new error.
 */
export class DeadLetterReplayer {
  constructor(
    private readonly consumer: EventConsumer,
    private readonly em: EntityManager,
    private readonly logger: EventLogger,
  ) {}

  async replay(request: DeadLetterReplayRequest): Promise<DeadLetterReplayReply> {
    if (typeof request?.eventId !== 'string' || !UUID.test(request.eventId) || typeof request.handler !== 'string') {
      return { outcome: 'not_found' };
    }
    const key = { consumer: this.consumer.durableName, eventId: request.eventId, handler: request.handler };
    const letter = await this.em.fork().findOne(DeadLetter, key);
    if (!letter) {
      return { outcome: 'not_found' };
    }
    const context = { ...key, subject: letter.subject };
    try {
      const outcome = await this.consumer.applyOnce(letter.envelope, letter.subject, letter.handler, async (em) => {
        await em.nativeDelete(DeadLetter, key);
      });
      this.logger.info({ ...context, outcome }, 'dead letter replayed');
      return { outcome };
    } catch (error) {
      const message = errorMessage(error);
      await this.em.fork().nativeUpdate(DeadLetter, key, { error: message, failedAt: new Date() });
      this.logger.warn({ ...context, error: message }, 'dead letter replay failed, kept');
      return { outcome: 'failed', error: message };
    }
  }
}
