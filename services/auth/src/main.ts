import { runServiceMain } from '@lieux/service-kit';
import { AuthEnv } from './config/auth.env.js';
import { authModule } from './auth.module.js';

runServiceMain({ name: 'auth', env: AuthEnv, module: authModule });
