import { DeadLetter } from './dead-letter.entity.js';
import { InboxRecord } from './inbox-record.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';

/** List these in the service's `entities`, next to its own. */
export const messagingEntities = [OutboxMessage, InboxRecord, DeadLetter];
