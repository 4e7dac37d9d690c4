import { runServiceMain } from '@lieux/service-kit';
import { VotesEnv } from './config/votes.env.js';
import { votesModule } from './votes.module.js';

runServiceMain({ name: 'votes', env: VotesEnv, module: votesModule });
