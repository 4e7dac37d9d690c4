import { EVENT_SUBJECTS } from '@lieux/contracts';

/**
 * Subject namespacing. On the wire every subject is `${prefix}${subject}`: production uses no prefix
 * (`vote.cast`), a test file uses its own (`t1a2b3c4d.vote.cast`) with its own stream, so parallel test
 * files never see each other's events.
 */
export function toWireSubject(subjectPrefix: string, subject: string): string {
  return `${subjectPrefix}${subject}`;
}

/** The logical subject of a wire subject, or `undefined` when it is outside the namespace. */
export function fromWireSubject(subjectPrefix: string, wireSubject: string): string | undefined {
  return wireSubject.startsWith(subjectPrefix) ? wireSubject.slice(subjectPrefix.length) : undefined;
}

/** The subjects an event stream listens to: `${prefix}<subject>` for every subject of the catalogue (`EVENTS`). */
export function eventStreamSubjects(subjectPrefix: string): string[] {
  return EVENT_SUBJECTS.map((subject) => toWireSubject(subjectPrefix, subject));
}

/** Whether a stream subject (`vote.*`, `vote.>`, `vote.cast`) already takes every message of `subject`. */
export function subjectCovers(pattern: string, subject: string): boolean {
  const patternTokens = pattern.split('.');
  const subjectTokens = subject.split('.');
  for (let index = 0; index < patternTokens.length; index += 1) {
    const token = patternTokens[index];
    if (token === '>') {
      return subjectTokens.length > index;
    }
    if (index >= subjectTokens.length || (token !== '*' && token !== subjectTokens[index])) {
      return false;
    }
  }
  return patternTokens.length === subjectTokens.length;
}

/**
 * A durable consumer name: the service name, preceded by the prefix when there is one, reduced to the
 * characters JetStream accepts in a name (no `.`, `*`, `>` or whitespace).
 */
export function durableConsumerName(serviceName: string, subjectPrefix: string): string {
  const name = `${subjectPrefix}${serviceName}`.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  if (name.length === 0) {
    throw new Error(`Cannot derive a durable consumer name from service "${serviceName}"`);
  }
  return name;
}

/** Checks a prefix before it reaches the server: empty, or dot-terminated tokens without wildcards. */
export function assertSubjectPrefix(subjectPrefix: string): void {
  if (subjectPrefix !== '' && !/^([A-Za-z0-9_-]+\.)+$/.test(subjectPrefix)) {
    throw new Error(`Invalid subject prefix "${subjectPrefix}": expected tokens ending with "." (e.g. "t1a2b.")`);
  }
}
