import { runServiceMain } from '@lieux/service-kit';
import { ScoringWorkerEnv } from './config/scoring.env.js';
import { scoringWorkerModule } from './scoring.module.js';

runServiceMain({
  name: 'scoring-worker',
  env: ScoringWorkerEnv,
  module: scoringWorkerModule,
  answersRequests: false,
  needsRedis: true,
});
