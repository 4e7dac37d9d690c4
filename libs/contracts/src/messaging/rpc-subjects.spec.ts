import { RPC, RPC_SUBJECTS, SERVICE_NAMES } from './rpc-subjects.js';

describe('the RPC map', () => {
  const subjects = RPC_SUBJECTS;

  it('gives every call its own subject', () => {
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it("starts every subject with the name of the service that answers it", () => {
    for (const subject of subjects) expect(SERVICE_NAMES).toContain(subject.split('.')[0]);
  });

  it('has a health check for every service', () => {
    expect(Object.fromEntries(SERVICE_NAMES.map((service) => [service, RPC.healthCheck[service].subject]))).toEqual({
      auth: 'auth.health.check',
      venues: 'venues.health.check',
      votes: 'votes.health.check',
      connections: 'connections.health.check',
      scoring: 'scoring.health.check',
      admin: 'admin.health.check',
    });
  });

  it('has a dead-letter replay for every service', () => {
    expect(SERVICE_NAMES.map((service) => RPC.deadLetterReplay[service].subject)).toEqual(SERVICE_NAMES.map((service) => `${service}.dead-letters.replay`));
  });
});
