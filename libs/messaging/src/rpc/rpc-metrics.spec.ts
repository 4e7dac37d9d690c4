import { RPC } from '@lieux/contracts';
import { rpcSubjectLabel } from './rpc-metrics.js';

describe('the subject label of a NATS request', () => {
  it('is the RPC catalogue’s subject, without the NATS_SUBJECT_PREFIX of a test namespace', () => {
    expect(rpcSubjectLabel(`t9f8e7d.${RPC.votesCast.subject}`, 't9f8e7d.')).toBe(RPC.votesCast.subject);
    expect(rpcSubjectLabel(RPC.healthCheck.venues.subject, '')).toBe('venues.health.check');
  });

  it('is `other` for a subject outside the catalogue, so labels stay bounded', () => {
    expect(rpcSubjectLabel('venues.made-up.subject', '')).toBe('other');
  });
});
