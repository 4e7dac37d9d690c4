import type { EventMap } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import type { EventHandlerContext } from './event.consumer.js';
import { onEventSubject, OnEvent } from './on-event.decorator.js';
import { isPermanentEventError, PermanentEventError } from './permanent-event.error.js';

class VoteTally {
  @OnEvent('vote.cast')
  async count(_payload: EventMap['vote.cast'], _ctx: EventHandlerContext<'vote.cast'>): Promise<void> {
    return undefined;
  }

  async notAHandler(): Promise<void> {
    return undefined;
  }
}

describe('@OnEvent', () => {
  it('marks the method with its subject, and only that method', () => {
    expect(onEventSubject(VoteTally.prototype.count)).toBe('vote.cast');
    expect(onEventSubject(VoteTally.prototype.notAHandler)).toBeUndefined();
    expect(onEventSubject(undefined)).toBeUndefined();
  });

  it("does not compile on a method whose payload is another event's", () => {
    class Mismatch {
      // @ts-expect-error a venue.created handler cannot take vote.cast payloads
      @OnEvent('vote.cast')
      async wrong(_payload: EventMap['venue.created']): Promise<void> {
        return undefined;
      }
    }
    expect(onEventSubject(Mismatch.prototype.wrong)).toBe('vote.cast');
  });
});

describe('permanent event errors', () => {
  it('are PermanentEventError and DomainException; anything else is retried', () => {
    expect(isPermanentEventError(new PermanentEventError('unknown venue'))).toBe(true);
    expect(isPermanentEventError(new DomainException('not_found'))).toBe(true);
    expect(isPermanentEventError(new Error('connection reset'))).toBe(false);
    expect(isPermanentEventError('a string')).toBe(false);
  });
});
