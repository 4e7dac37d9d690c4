import { runServiceMain } from '@lieux/service-kit';
import { ScoringEnv } from './config/scoring.env.js';
import { scoringModule } from './scoring.module.js';

runServiceMain({ name: 'scoring', env: ScoringEnv, module: scoringModule, needsRedis: true });
